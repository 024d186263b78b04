import { MY_PLACES_PATH } from '@villa/api/contract/my-places';
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { COMPARE_LIMITS, COMPARE_PARAM, compareHref, slugsToCompare } from '@villa/api/contract/compare';
import { paths } from '@villa/shared/lib/paths';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import { removeCompared } from '@villa/shared/state/compare';
import { ButtonLink, Text } from '@villa/shared/ui/kit';
import { PageHead } from '@villa/shared/ui/page-head';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space } from '@villa/shared/ui/tokens';
import { LoadError } from '../../../components/load-error.tsx';
import { MessageContainer, PageContainer, SummaryTitle } from '../../../components/page-layout.tsx';
import { DEFAULT_EMI_SETTINGS, readEmiSettings } from '../../../lib/emi-settings.ts';
import { useComparedUnits } from '../api/get-compared-units.ts';
import { CompareTable } from './compare-table.tsx';

const PlacesLink = styled(Link)({ color: colors.primary.main });

const Intro = styled.div({ display: 'flex', flexDirection: 'column', gap: space(1), marginBottom: space(2) });

/** Where a buyer picks villas: the listing, through the server, which adds their last city. */
function ToListing() {
  return (
    <ButtonLink to={paths.units()} reloadDocument variant="contained">
      Show All Villas
    </ButtonLink>
  );
}

/** 'A, B and C' */
const joinNames = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * /compare?units=a,b,c: the villas the address names, side by side (issue 29). The address is the
 * comparison, so it can be shared; the buyer's tray only leads here.
 */
export function CompareView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slugs = slugsToCompare(params.get(COMPARE_PARAM));
  const { data, error, mutate } = useComparedUnits(slugs);
  // The calculator's settings are in the browser: the server and hydration use the defaults.
  const [emiSettings, setEmiSettings] = useState(DEFAULT_EMI_SETTINGS);
  useEffect(() => setEmiSettings(readEmiSettings()), []);

  if (slugs.length === 0) {
    return (
      <MessageContainer>
        <PageHead title="Compare villas" noindex />
        <StatusMessage
          kind="empty"
          title="Pick villas to compare"
          hint={`This address names no villas. A comparison shows ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} villas, and its link opens it for anyone it is sent to.`}
          action={<ToListing />}
        />
      </MessageContainer>
    );
  }
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <StatusMessage kind="loading" title="Loading..." />;

  const remove = (slug: string) => {
    removeCompared(slug);
    const rest = slugs.filter((item) => item !== slug);
    void navigate(compareHref(rest), { replace: true });
  };
  const { units, missing } = data;
  const names = units.map((unit) => unit.name);
  return (
    <PageContainer>
      <PageHead
        title={units.length > 0 ? `Compare ${joinNames(names)}` : 'Compare villas'}
        description={`${joinNames(names)} side by side: price, EMI, area, bedrooms, facing, RERA, possession and amenities.`}
        noindex
      />
      <Intro>
        <SummaryTitle>Compare villas</SummaryTitle>
        {missing.length > 0 ? (
          <Text role="status" tone="secondary">
            {missing.length === 1
              ? 'One villa of this comparison is no longer listed.'
              : `${missing.length} villas of this comparison are no longer listed.`}
          </Text>
        ) : null}
        <Text tone="secondary">
          <PlacesLink to={MY_PLACES_PATH}>Your places</PlacesLink>: the drive from each villa to your office,
          school or family.
        </Text>
        {units.length > 0 && units.length < COMPARE_LIMITS.min ? (
          <Text tone="secondary">Only one villa of this comparison is left to show.</Text>
        ) : null}
      </Intro>
      {units.length > 0 ? (
        <CompareTable units={units} emiSettings={emiSettings} onRemove={remove} />
      ) : (
        <StatusMessage kind="empty" title="None of these villas is listed any more" action={<ToListing />} />
      )}
    </PageContainer>
  );
}
