import type { Snapshot } from '@domain/api';
import { IMAGE_SOURCES } from '@domain/droplets';
import { RadioButtonGroupInput, TextInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { dropletsText, useDropletsTranslate } from './dropletsResource';
import { OptionSelect } from './OptionSelect';

const SOURCE_CHOICES = IMAGE_SOURCES.map((source) => ({
  id: source,
  name: dropletsText(`create.sources.${source}`),
}));

/** The image a server boots: one of our snapshots (then required) or a distribution slug. */
export function ImageSourceFields({ snapshots }: { snapshots: readonly Snapshot[] }) {
  const translate = useDropletsTranslate();
  const imageSource: unknown = useWatch({ name: 'imageSource' });
  return (
    <>
      <RadioButtonGroupInput
        source="imageSource"
        label={dropletsText('create.imageSource')}
        choices={SOURCE_CHOICES}
        row
        margin="none"
        helperText={false}
      />
      {imageSource === 'snapshot' ? (
        <OptionSelect
          required
          source="snapshotId"
          label={translate('create.snapshot')}
          options={snapshots.map((snapshot) => ({ value: String(snapshot.id), label: snapshot.name }))}
          hint={snapshots.length === 0 ? translate('create.noSnapshots') : undefined}
        />
      ) : (
        <TextInput
          source="distribution"
          label={dropletsText('create.distribution')}
          variant="outlined"
          margin="none"
          helperText={false}
        />
      )}
    </>
  );
}
