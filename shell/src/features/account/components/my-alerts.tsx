// The account page's "Your SMS alerts" (docs/alerts.md): price-drop alerts on the saved villas, a box
// to tick; each search that alerts, with a link that opens its listing (whose chips show the filters)
// and Remove. A buyer who stopped alerts from an SMS reads so, and how to turn them on again.
import { useState } from 'react';
import styled from '@emotion/styled';
import { SAVED_FILTER_PARAM } from '@villa/api/contract/alerts';
import { paths } from '@villa/shared/lib/paths';
import { Button, ButtonLink, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text } from '@villa/shared/ui/tokens';
import { removeSearchAlert, setPriceDropAlerts, useMyAlerts, type AlertSettings } from '../api/my-alerts.ts';

export const MY_ALERTS_TEXTS = {
  title: 'Your SMS alerts',
  none: 'No search alerts yet. In the listing, open Filters and tap "Alert me about new villas like these".',
  stopped: 'You stopped alerts from an SMS. Add a search alert or tick price drops to hear from us again.',
  priceDrops: "Text me when a saved villa's price falls",
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

const Tick = styled.label({ display: 'flex', alignItems: 'center', gap: space(1), marginBottom: space(1.5) });

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function MyAlertsSection({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useMyAlerts(userId);
  const [failure, setFailure] = useState<string | null>(null);
  // Shown at once (a box ticks when tapped), put back if the server refuses.
  const change = async (write: () => Promise<AlertSettings>, shown: AlertSettings) => {
    setFailure(null);
    try {
      await mutate(write(), { optimisticData: shown, rollbackOnError: true, revalidate: false });
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
          <Tick>
            <input
              type="checkbox"
              checked={data.price_drops && !data.stopped}
              onChange={(event) => {
                const on = event.target.checked;
                void change(() => setPriceDropAlerts(on), {
                  ...data,
                  price_drops: on,
                  stopped: data.stopped && !on,
                });
              }}
            />
            {MY_ALERTS_TEXTS.priceDrops}
          </Tick>
          {data.searches.length === 0 ? <Text tone="secondary">{MY_ALERTS_TEXTS.none}</Text> : null}
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
                    <Button
                      type="button"
                      size="small"
                      onClick={() =>
                        void change(() => removeSearchAlert(search._id), {
                          ...data,
                          searches: data.searches.filter((each) => each._id !== search._id),
                        })
                      }
                    >
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
