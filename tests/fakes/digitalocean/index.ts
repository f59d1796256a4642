export { FAKE_DISTRIBUTIONS, FAKE_REGIONS, FAKE_SIZES } from './catalog';
export {
  type DigitalOceanFake,
  type DigitalOceanFakeOptions,
  type RecordedRequest,
  startDigitalOceanFake,
} from './server';
