// The owners' listings: age, villa, place, price, contact, photos and status; each opens its review.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import type { OwnerSubmission } from '@villa/shared/contracts/entities';
import { formatPrice } from '@villa/shared/format/price';
import { Button, Text } from '@villa/shared/ui/kit';
import { radius, space } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import { REVIEW_NAMES, ageText, placeLine, villaLine } from './owner-words.ts';

const Thumbs = styled.div({ display: 'flex', alignItems: 'center', gap: space(0.5) });
const Thumb = styled.img({ width: 48, height: 36, objectFit: 'cover', borderRadius: radius.control / 2 });

export interface OwnersTableProps {
  submissions: OwnerSubmission[];
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onOpen: (submission: OwnerSubmission) => void;
}

export function OwnersTable({ submissions, total, page, pageCount, onPage, onOpen }: OwnersTableProps) {
  const columns: ColumnDef<OwnerSubmission, unknown>[] = [
    {
      id: 'age',
      header: 'Waiting',
      accessorFn: (item) => item.age_hours,
      cell: ({ row: { original: item } }) => ageText(item.age_hours),
    },
    { id: 'villa', header: 'Villa', accessorFn: villaLine },
    { id: 'place', header: 'Place', accessorFn: placeLine },
    {
      id: 'price',
      header: 'Price',
      accessorFn: (item) => item.fields.villa_price,
      cell: ({ row: { original: item } }) => formatPrice(item.fields.villa_price),
    },
    {
      id: 'contact',
      header: 'Owner',
      accessorFn: (item) => item.contact.name,
      cell: ({ row: { original: item } }) => (
        <>
          {item.contact.name}
          <Text look="caption" tone="secondary">
            {item.contact.phone_number}
          </Text>
        </>
      ),
    },
    {
      id: 'photos',
      header: 'Photos',
      accessorFn: (item) => item.photos.length,
      cell: ({ row: { original: item } }) =>
        item.photos.length === 0 ? (
          'None'
        ) : (
          <Thumbs>
            {item.photos.slice(0, 2).map((photo) => (
              <Thumb key={photo.upload_id} src={photo.card_url} alt="" loading="lazy" />
            ))}
            <span>{item.photos.length}</span>
          </Thumbs>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (item) => REVIEW_NAMES[item.review_status],
    },
    {
      id: 'actions',
      header: 'Review',
      enableSorting: false,
      cell: ({ row: { original: item } }) => (
        <Button
          size="small"
          variant={item.review_status === 'pending' ? 'contained' : 'outlined'}
          aria-label={`${item.review_status === 'pending' ? 'Review' : 'Open'} the listing of ${item.contact.name}: ${villaLine(item)}`}
          onClick={() => onOpen(item)}
        >
          {item.review_status === 'pending' ? 'Review' : 'Open'}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Owners' listings"
      rows={submissions}
      columns={columns}
      rowId={(item) => item._id}
      empty="No owner's listing here."
      pageSize={50}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'listing' : 'listings'}`}
    />
  );
}
