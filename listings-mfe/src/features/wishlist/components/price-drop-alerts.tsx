// The wishlist's price-drop alerts, loaded when the buyer asks for them: a box to tick for an SMS when a
// saved villa's price falls (at most one a day, with any other news).
import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel } from '@villa/shared/mui/inputs';
import { Typography } from '@villa/shared/mui/core';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { getPriceDropAlerts, setPriceDropAlerts } from '../api/price-drop-alerts.ts';

export const PRICE_DROP_ALERTS_LABEL = "Text me when a saved villa's price falls";

export default function PriceDropAlerts() {
  const [on, setOn] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getPriceDropAlerts(controller.signal).then(
      (alerting) => setOn(alerting),
      (error: Error) => {
        if (!controller.signal.aborted) setFailure(error.message);
      },
    );
    return () => controller.abort();
  }, []);
  const change = async (next: boolean) => {
    setFailure(null);
    setOn(next);
    try {
      setOn(await setPriceDropAlerts(next));
    } catch (error) {
      setOn(!next);
      setFailure((error as Error).message);
    }
  };
  return (
    <MuiTheme>
      <FormControlLabel
        control={
          <Checkbox
            checked={on ?? false}
            disabled={on === null}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={PRICE_DROP_ALERTS_LABEL}
      />
      {failure ? (
        <Typography role="alert" variant="body2" color="error">
          {failure}
        </Typography>
      ) : null}
    </MuiTheme>
  );
}
