import Clear from '@mui/icons-material/Clear';
import Done from '@mui/icons-material/Done';
import type { SvgIcon, SvgIconProps } from '@mui/material';

/**
 * react-admin's yes/no fields show an icon whose tooltip gives it the name "Yes" or "No", but the icon
 * stays hidden from assistive technology, so a screen reader met an empty cell. These are the same
 * icons, shown to it as pictures with that name.
 */
function spoken(Icon: typeof Done) {
  return (props: SvgIconProps) => <Icon {...props} role="img" aria-hidden={false} />;
}

export const YesIcon = spoken(Done) as typeof SvgIcon;
export const NoIcon = spoken(Clear) as typeof SvgIcon;
