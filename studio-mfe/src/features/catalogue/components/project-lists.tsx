// The project editor's lists (amenities, highlights, specifications): below the fold, so their code
// (MUI's chips, the list editor) loads as the section comes near, not with the create form.
import { PROJECT_AMENITIES, CATALOGUE_LIMITS as L } from '@villa/api/contract/catalogue-options';
import { optionsOf, type Control } from '@villa/shared/forms/form';
import { MultiSelectField } from '@villa/shared/forms/pick-fields';
import { TextField } from '@villa/shared/mui/inputs';
import { space } from '@villa/shared/ui/tokens';
import { ListField } from './list-field.tsx';
import type { ProjectValues, Specification } from './project-values.ts';

const AMENITIES = optionsOf(PROJECT_AMENITIES);

export default function ProjectLists({ control }: { control: Control<ProjectValues> }) {
  return (
    <div style={{ display: 'grid', gap: space(2.5) }}>
      <div>
        <MultiSelectField control={control} name="amenities" label="Amenities" options={AMENITIES} />
      </div>
      <div>
        <ListField<ProjectValues, string>
          control={control}
          name="highlights"
          label="Highlights"
          noun="highlight"
          max={L.listMax}
          blank={() => ''}
          renderItem={(line, change, index) => (
            <TextField
              size="small"
              label={`Highlight ${index + 1}`}
              value={line}
              slotProps={{ htmlInput: { maxLength: L.textMax } }}
              onChange={(event) => change(event.target.value)}
            />
          )}
        />
      </div>
      <div>
        <ListField<ProjectValues, Specification>
          control={control}
          name="specifications"
          label="Specifications"
          noun="specification"
          max={L.listMax}
          blank={() => ({ title: '', description: '' })}
          renderItem={(item, change, index) => (
            <>
              <TextField
                size="small"
                label={`Specification ${index + 1}: title`}
                value={item.title}
                slotProps={{ htmlInput: { maxLength: L.textMax } }}
                onChange={(event) => change({ ...item, title: event.target.value })}
              />
              <TextField
                size="small"
                multiline
                label={`Specification ${index + 1}: description`}
                value={item.description}
                slotProps={{ htmlInput: { maxLength: L.specificationMax } }}
                onChange={(event) => change({ ...item, description: event.target.value })}
              />
            </>
          )}
        />
      </div>
    </div>
  );
}
