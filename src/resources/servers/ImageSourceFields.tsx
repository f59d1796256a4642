import type { Snapshot } from '@domain/api';
import { IMAGE_SOURCES } from '@domain/servers';
import { RadioButtonGroupInput, TextInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { OptionSelect } from './OptionSelect';
import { serversText, useServersTranslate } from './serversResource';

const SOURCE_CHOICES = IMAGE_SOURCES.map((source) => ({
  id: source,
  name: serversText(`create.sources.${source}`),
}));

/** The image a server boots: one of our snapshots (then required) or a distribution slug. */
export function ImageSourceFields({ snapshots }: { snapshots: readonly Snapshot[] }) {
  const translate = useServersTranslate();
  const imageSource: unknown = useWatch({ name: 'imageSource' });
  return (
    <>
      <RadioButtonGroupInput
        source="imageSource"
        label={serversText('create.imageSource')}
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
          label={serversText('create.distribution')}
          variant="outlined"
          margin="none"
          helperText={false}
        />
      )}
    </>
  );
}
