// How the listing forms are laid out: titled sections of fields, two columns from 600 px, one on a
// phone; a field that needs the width (remarks, photos) spans both.
import styled from '@emotion/styled';
import { colors, space, text, up } from '@villa/shared/ui/tokens';

export const FormSection = styled.fieldset({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: space(2.5),
  gridTemplateColumns: '1fr',
  [up('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: space(2) },
  '& + &': { marginTop: space(4) },
});

export const SectionTitle = styled.legend({
  ...text.h6,
  padding: 0,
  marginBottom: space(2),
  color: colors.text.primary,
});

/** A field across both columns. */
export const Wide = styled.div({ [up('sm')]: { gridColumn: '1 / -1' } });

export const FormActions = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginTop: space(4),
  '& > button': { alignSelf: 'stretch', [up('sm')]: { alignSelf: 'flex-start', minWidth: 200 } },
});
