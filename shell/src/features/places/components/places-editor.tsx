import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { MY_PLACE_LABEL_LENGTH, MY_PLACES_MAX, SUGGESTED_PLACE_LABELS } from '@villa/api/contract/my-places';
import { usePublicConfig } from '@villa/shared/api/public-config';
import { savePlaces, useMyPlaces, type MyPlace } from '@villa/shared/state/my-places';
import { Button, Chip } from '@villa/shared/ui/kit';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import {
  Field,
  GooglePlaceFinder,
  Input,
  OurPlaceFinder,
  PinFinder,
  type FoundPlace,
} from './place-finder.tsx';

const Saved = styled.ol({
  margin: `0 0 ${space(3)}`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space(1),
});

const SavedPlace = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  padding: space(1.5, 2),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  backgroundColor: colors.paper,
});

const PlaceText = styled.span({ flex: 1, minWidth: 0, ...text.body1 });
const Muted = styled.span({ ...text.body2, color: colors.text.secondary });

const Form = styled.form({
  display: 'grid',
  gap: space(2),
  padding: space(2),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.card,
  backgroundColor: colors.paper,
});

const Heading = styled.h2({ ...text.h6, margin: 0 });
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1), alignItems: 'center' });
const Problem = styled.p({ ...text.body2, color: colors.error, margin: 0 });
const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(1.5) });
const Legend = styled.legend({ ...text.body2, fontWeight: 600, marginBottom: space(1) });

const LabelChoice = styled(Chip.withComponent('button'))({ cursor: 'pointer', font: 'inherit' });

type FindBy = 'search' | 'pin';

function AddPlace({ onAdd, busy }: { onAdd: (place: MyPlace) => Promise<boolean>; busy: boolean }) {
  const { data: config } = usePublicConfig();
  const apiKey = config?.googleMapsApiKey ?? null;
  const [label, setLabel] = useState('');
  const [found, setFound] = useState<FoundPlace | null>(null);
  const [findBy, setFindBy] = useState<FindBy>('search');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') return setProblem('Give the place a name, such as Office.');
    if (found === null) return setProblem('Pick the place from the search, or drop a pin.');
    setProblem(null);
    if (await onAdd({ label: label.trim(), ...found })) {
      setLabel('');
      setFound(null);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Add a place" noValidate>
      <Heading>Add a place</Heading>
      <Field>
        What you call it
        <Input
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          maxLength={MY_PLACE_LABEL_LENGTH.max}
          placeholder="Office"
        />
      </Field>
      <Row>
        {SUGGESTED_PLACE_LABELS.map((suggestion) => (
          <LabelChoice key={suggestion} type="button" onClick={() => setLabel(suggestion)}>
            {suggestion}
          </LabelChoice>
        ))}
      </Row>
      <Fieldset>
        <Legend>Where it is</Legend>
        <Row role="group" aria-label="Find it by">
          <Button
            type="button"
            size="small"
            variant={findBy === 'search' ? 'contained' : 'outlined'}
            aria-pressed={findBy === 'search'}
            onClick={() => setFindBy('search')}
          >
            Search
          </Button>
          <Button
            type="button"
            size="small"
            variant={findBy === 'pin' ? 'contained' : 'outlined'}
            aria-pressed={findBy === 'pin'}
            onClick={() => setFindBy('pin')}
          >
            Drop a pin
          </Button>
        </Row>
        {findBy === 'pin' ? (
          <PinFinder onPick={setFound} />
        ) : apiKey ? (
          <GooglePlaceFinder apiKey={apiKey} mapId={config?.googleMapsMapId ?? null} onPick={setFound} />
        ) : (
          <OurPlaceFinder onPick={setFound} />
        )}
        {found ? <Muted role="status">Chosen: {found.name}</Muted> : null}
      </Fieldset>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Row>
        <Button type="submit" variant="contained" disabled={busy}>
          Save place
        </Button>
      </Row>
    </Form>
  );
}

/**
 * The buyer's places (issue 29): the list, each with Remove, and a form to add one while there are
 * fewer than five. Saved in the account when logged in, else in this browser.
 */
export default function PlacesEditor({ loggedIn }: { loggedIn: boolean }) {
  const places = useMyPlaces();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (next: readonly MyPlace[]): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await savePlaces(next);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to save your places');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Muted as="p" style={{ marginBottom: space(2) }}>
        {loggedIn
          ? 'Kept with your account, on every phone you log in on.'
          : 'Kept in this browser. Log in to keep them with your account: they move in at login.'}
      </Muted>
      {places.length > 0 ? (
        <Saved aria-label="Your places">
          {places.map((place, index) => (
            <SavedPlace key={`${place.label}-${place.lat}-${place.lng}`}>
              <PlaceText>
                <strong>{place.label}</strong> <Muted>· {place.name}</Muted>
              </PlaceText>
              <Button
                type="button"
                size="small"
                disabled={busy}
                aria-label={`Remove ${place.label}`}
                onClick={() => void save(places.filter((_, other) => other !== index))}
              >
                Remove
              </Button>
            </SavedPlace>
          ))}
        </Saved>
      ) : (
        <Muted as="p" style={{ marginBottom: space(2) }}>
          No places yet.
        </Muted>
      )}
      {error ? <Problem role="alert">{error}</Problem> : null}
      {places.length < MY_PLACES_MAX ? (
        <AddPlace busy={busy} onAdd={(place) => save([...places, place])} />
      ) : (
        <Muted as="p">You have {MY_PLACES_MAX} places, the most we keep: remove one to add another.</Muted>
      )}
    </>
  );
}
