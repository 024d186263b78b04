import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@villa/shared/mui/core';
import { Avatar } from '@villa/shared/mui/display';
import type { SalesMember } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { MailIcon, PersonIcon, PhoneIcon, PlaceIcon } from '@villa/shared/ui/icons';

const PHOTO_SIZE = 96;

export interface ExpertCardProps {
  member: SalesMember;
  onAskExpert: (member: SalesMember) => void;
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{children}</Box>
    </Stack>
  );
}

/** An expert (spec 2.5): photo, name, years of expertise, designation, contacts, 'Get Expert Advice'. */
export function ExpertCard({ member, onAskExpert }: ExpertCardProps) {
  const iconSx = { fontSize: 18, color: 'primary.main' } as const;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {member.image ? (
            <SafeImage
              src={member.image}
              alt={`Photo of ${member.name}`}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              sx={{ borderRadius: '50%', flexShrink: 0, width: PHOTO_SIZE, height: PHOTO_SIZE }}
            />
          ) : (
            <Avatar
              role="img"
              aria-label={`${member.name} (no photo)`}
              sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE, bgcolor: 'primary.light', flexShrink: 0 }}
            >
              <PersonIcon sx={{ fontSize: 56 }} />
            </Avatar>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {member.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {member.designation}
            </Typography>
            <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
              {`${member.exp} years of expertise`}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={0.75}>
          <ContactLine icon={<MailIcon sx={iconSx} />}>
            <Link href={`mailto:${member.email}`} underline="hover">
              {member.email}
            </Link>
          </ContactLine>
          <ContactLine icon={<PhoneIcon sx={iconSx} />}>
            <Link href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} underline="hover">
              {member.phone}
            </Link>
          </ContactLine>
          <ContactLine icon={<PlaceIcon sx={iconSx} />}>{member.location}</ContactLine>
        </Stack>
        <Button variant="contained" fullWidth onClick={() => onAskExpert(member)} sx={{ mt: 'auto' }}>
          Get Expert Advice
        </Button>
      </CardContent>
    </Card>
  );
}
