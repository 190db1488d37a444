import { ensureBuild } from '../../../server/src/site/ensure-build.ts';

/** Browser tests run against the real build; make sure it is there and current. */
export default async function setup() {
  await ensureBuild();
}
