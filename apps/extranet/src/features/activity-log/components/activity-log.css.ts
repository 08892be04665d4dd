import { style } from '@vanilla-extract/css';
import { vars } from '@extranet/ui/theme';

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space['3'] });
