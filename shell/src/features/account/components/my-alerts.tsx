// The account page's "Your SMS alerts" (docs/alerts.md): each search that alerts, with a link that
// opens its listing (whose chips show the filters) and Remove; and whether price drops alert. A buyer
// who stopped alerts from an SMS reads so, and how to turn them on again.
import { useState } from 'react';
import styled from '@emotion/styled';
import { SAVED_FILTER_PARAM } from '@villa/api/contract/alerts';
import { paths } from '@villa/shared/lib/paths';
import { Button, ButtonLink, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text } from '@villa/shared/ui/tokens';
import { removeSearchAlert, useMyAlerts } from '../api/my-alerts.ts';

export const MY_ALERTS_TEXTS = {
  title: 'Your SMS alerts',
  none: 'No alerts yet. In the listing, open Filters and tap "Alert me about new villas like these"; on your wishlist, tick price-drop alerts.',
  stopped:
    'You stopped alerts from an SMS. Turn any alert on again (from Filters or your wishlist) to hear from us again.',
  priceDrops: 'Price drops on your saved villas: on',
  loading: 'Loading your alerts…',
} as const;

const Section = styled.section({ marginTop: space(4) });
const Heading = styled.h2({ ...text.h6, marginBottom: space(1) });
const List = styled.ul({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space(1) });
const Row = styled(Card)({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space(1.5),
  padding: space(1.5),
  boxShadow: 'none',
});

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function MyAlertsSection({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useMyAlerts(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (id: string) => {
    setFailure(null);
    try {
      await mutate(await removeSearchAlert(id), { revalidate: false });
    } catch (problem) {
      setFailure((problem as Error).message);
    }
  };
  return (
    <Section aria-labelledby="my-alerts">
      <Heading id="my-alerts">{MY_ALERTS_TEXTS.title}</Heading>
      {error ? (
        <StatusMessage kind="error" title={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Text tone="secondary">{MY_ALERTS_TEXTS.loading}</Text>
      ) : (
        <>
          {data.stopped ? <Text style={{ marginBottom: space(1) }}>{MY_ALERTS_TEXTS.stopped}</Text> : null}
          {data.searches.length === 0 && !data.price_drops ? (
            <Text tone="secondary">{MY_ALERTS_TEXTS.none}</Text>
          ) : null}
          {data.price_drops ? (
            <Text style={{ marginBottom: space(1) }}>{MY_ALERTS_TEXTS.priceDrops}</Text>
          ) : null}
          {data.searches.length > 0 ? (
            <List aria-label="Searches that alert">
              {data.searches.map((search) => (
                <li key={search._id}>
                  <Row>
                    <Text style={{ flex: '1 1 12rem' }}>
                      New villas in {search.city} like your search of {savedOn(search.created_at)}
                    </Text>
                    <ButtonLink
                      to={paths.units(
                        new URLSearchParams({ city: search.city, [SAVED_FILTER_PARAM]: search.filter_id }),
                      )}
                      size="small"
                    >
                      Open
                    </ButtonLink>
                    <Button type="button" size="small" onClick={() => void remove(search._id)}>
                      Remove
                    </Button>
                  </Row>
                </li>
              ))}
            </List>
          ) : null}
          {failure ? (
            <Text role="alert" tone="error" style={{ marginTop: space(1) }}>
              {failure}
            </Text>
          ) : null}
        </>
      )}
    </Section>
  );
}
