/**
 * Fault battery (portal screens): every call each screen makes on load fails in turn (500 with the server's
 * message, malformed JSON, a dropped connection; 401 on one call per screen). See ./helpers.ts.
 */
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import '../../elements/landscape-org-settings.ts';
import { PORTAL_SCREENS, describeBattery } from './helpers.ts';

configure({ asyncUtilTimeout: 4000 });

describeBattery('portal screens', PORTAL_SCREENS);
