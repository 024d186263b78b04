import { useState } from 'react';
import styled from '@emotion/styled';
import { Card, Skeleton, Text, VisuallyHidden } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { useRelationshipManager, type RelationshipManager } from '../api/get-relationship-manager.ts';

export const MANAGER_TEXTS = {
  title: 'Your relationship manager',
  none: 'No relationship manager yet. One is assigned to you with your first enquiry, and their name and photo will show here.',
  failed: "We couldn't load your relationship manager.",
  loading: 'Loading your relationship manager…',
} as const;

const PHOTO = 72;

/** The card keeps one height in every state, so nothing under it moves when the answer comes. */
const Panel = styled(Card)({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: PHOTO + 32,
  padding: space(2),
  boxShadow: 'none',
});

const Section = styled.section({ marginTop: space(4) });

const Heading = styled.h2({ ...text.h6, marginBottom: space(1) });

const Photo = styled.img({ flex: 'none', borderRadius: '50%', objectFit: 'cover' });

const Initial = styled.span({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: PHOTO,
  height: PHOTO,
  borderRadius: '50%',
  fontSize: '1.75rem',
  color: colors.paper,
  backgroundColor: colors.primary.light,
});

const Lines = styled.div({ display: 'grid', gap: 2, minWidth: 0 });

/** Their photo, or the first letter of their name when there is none or it fails to load. */
function ManagerPhoto({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <Initial aria-hidden>{name.charAt(0).toUpperCase()}</Initial>;
  return <Photo src={src} alt={name} width={PHOTO} height={PHOTO} onError={() => setFailed(true)} />;
}

/** 'English, Hindi and Kannada'. */
const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function ManagerCard({ manager }: { manager: NonNullable<RelationshipManager> }) {
  return (
    <Panel>
      <ManagerPhoto src={manager.image} name={manager.name} />
      <Lines>
        <Text style={{ fontWeight: 600 }}>{manager.name}</Text>
        <Text look="body2" tone="secondary">
          {manager.designation}
        </Text>
        {manager.languages.length ? <Text look="body2">Speaks {listOf(manager.languages)}</Text> : null}
      </Lines>
    </Panel>
  );
}

function ManagerState({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useRelationshipManager(userId);
  if (isLoading) {
    return (
      <Panel role="status" aria-busy="true">
        <VisuallyHidden>{MANAGER_TEXTS.loading}</VisuallyHidden>
        <Skeleton shape="circle" width={PHOTO} height={PHOTO} style={{ flex: 'none' }} />
        <Lines style={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </Lines>
      </Panel>
    );
  }
  if (error) {
    return (
      <Panel>
        <StatusMessage kind="error" title={MANAGER_TEXTS.failed} onRetry={() => void mutate()} dense />
      </Panel>
    );
  }
  if (!data) {
    return (
      <Panel>
        <Text look="body2" tone="secondary">
          {MANAGER_TEXTS.none}
        </Text>
      </Panel>
    );
  }
  return <ManagerCard manager={data} />;
}

/** 'Your relationship manager': who calls the buyer, once a lead of theirs is assigned. */
export function RelationshipManagerSection({ userId }: { userId: string }) {
  return (
    <Section aria-labelledby="relationship-manager-title">
      <Heading id="relationship-manager-title">{MANAGER_TEXTS.title}</Heading>
      <ManagerState userId={userId} />
    </Section>
  );
}
