/**
 * The server of the test build with the demonstration kinds (SIMSAR_EXAMPLE_KINDS=1,
 * docs/decisions/440): main.ts with the brochures' server row and the example area added first, and
 * the site visit requests in the contract's queue rows (swapped in by scripts/build.ts). In order: the
 * switch's check, the brochures (before the content area reads its types), the example area, the server.
 */
import './example-kinds.switch.ts';
import './modules/content/content.example-kinds.ts';
import './example-kinds.area.ts';
import './main.ts';
