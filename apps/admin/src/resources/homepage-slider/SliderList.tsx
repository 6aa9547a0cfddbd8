import { homepageSlider } from '@sahay/contracts';
import { TextField } from 'react-admin';
import { NumberField } from '../../generic/fields.tsx';
import { GenericList } from '../../generic/views.tsx';
import { MediaField } from '../../inputs/MediaField.tsx';
import { RichTextPreview } from '../../inputs/RichTextField.tsx';

/** The slides in the order the home page shows them, each with its picture. */
export function SliderList() {
  return (
    <GenericList
      contract={homepageSlider}
      columns={[
        <MediaField key="image" source="image" size={72} sortable={false} />,
        <RichTextPreview key="title" source="title" sortable={false} />,
        <TextField key="details" source="details" />,
        <TextField key="link" source="link" />,
        <NumberField key="serial_number" source="serial_number" />,
      ]}
    />
  );
}
