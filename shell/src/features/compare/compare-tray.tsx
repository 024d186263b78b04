import styled from '@emotion/styled';
import { COMPARE_LIMITS, compareHref } from '@villa/api/contract/compare';
import { clearCompared, removeCompared, useCompareState } from '@villa/shared/state/compare';
import { CloseIcon } from '@villa/shared/ui/icons';
import { Button, ButtonLink, Container, IconButton } from '@villa/shared/ui/kit';
import { colors, radius, shadows, space } from '@villa/shared/ui/tokens';

const TRAY_HEIGHT = 132;

/** Fixed to the bottom of the window, over the page; the spacer below keeps the footer reachable. */
const Tray = styled.section({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 1100,
  backgroundColor: colors.paper,
  borderTop: `1px solid ${colors.divider}`,
  boxShadow: shadows.card,
  paddingBlock: space(1.5),
});

const Row = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1),
});

const Heading = styled.h2({ margin: 0, fontSize: '1rem', fontWeight: 700, marginRight: 'auto' });

/** The villas, one pill each; they scroll sideways on a phone rather than wrap. */
const Villas = styled.ul({
  display: 'flex',
  gap: space(1),
  margin: `${space(1)} 0 0`,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

const Villa = styled.li({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  maxWidth: 240,
  paddingLeft: space(1.5),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.pill,
  fontSize: '0.875rem',
});

const VillaName = styled.span({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const RemoveButton = styled(IconButton)({ width: 32, height: 32, color: colors.text.secondary });

const Notice = styled.p({ margin: `${space(1)} 0 0`, fontSize: '0.875rem', color: colors.error });

/**
 * The villas picked to compare, on every page (issue 29): each can be taken out, and with two or more
 * the Compare button opens them side by side.
 */
export default function CompareTray() {
  const { villas, full } = useCompareState();
  const ready = villas.length >= COMPARE_LIMITS.min;
  if (villas.length === 0 && !full) return null;
  return (
    <>
      <div aria-hidden style={{ height: TRAY_HEIGHT }} />
      <Tray aria-label="Compare villas">
        <Container>
          <Row>
            <Heading>
              Compare villas ({villas.length} of {COMPARE_LIMITS.max})
            </Heading>
            <Button type="button" size="small" onClick={clearCompared}>
              Clear
            </Button>
            {ready ? (
              <ButtonLink
                to={compareHref(villas.map((villa) => villa.slug))}
                variant="contained"
                size="small"
              >
                Compare
              </ButtonLink>
            ) : (
              <Button type="button" variant="contained" size="small" disabled>
                Compare
              </Button>
            )}
          </Row>
          <Villas>
            {villas.map((villa) => (
              <Villa key={villa.slug}>
                <VillaName title={villa.name}>{villa.name}</VillaName>
                <RemoveButton
                  type="button"
                  aria-label={`Remove ${villa.name} from compare`}
                  onClick={() => removeCompared(villa.slug)}
                >
                  <CloseIcon fontSize="small" />
                </RemoveButton>
              </Villa>
            ))}
          </Villas>
          <Notice role="status" style={full || ready ? undefined : { color: colors.text.secondary }}>
            {full
              ? `You can compare up to ${COMPARE_LIMITS.max} villas. Remove one to add another.`
              : ready
                ? ''
                : 'Pick one more villa to compare.'}
          </Notice>
        </Container>
      </Tray>
    </>
  );
}
