import { Box, Card, CardContent, Typography } from '@villa/shared/mui/core';
import { Avatar } from '@villa/shared/mui/display';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { useSalesTeam } from '../api/get-sales-team.ts';

export function SalesTeam() {
  const { data, error, isLoading } = useSalesTeam();
  if (isLoading) return <StatusMessage kind="loading" title="Loading our team…" />;
  if (error) return <StatusMessage kind="error" title={`Error: ${(error as Error).message}`} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {(data?.data ?? []).map((member) => (
        <Card key={member._id} variant="outlined">
          <CardContent sx={{ textAlign: 'center' }}>
            <Avatar
              src={member.image ?? undefined}
              alt={member.name}
              sx={{ width: 64, height: 64, mx: 'auto', mb: 1 }}
            />
            <Typography sx={{ fontWeight: 600 }}>{member.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {member.designation}
            </Typography>
            <Typography variant="body2">{member.exp} years of experience</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
