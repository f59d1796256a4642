export { divisionPlayoffsSchema } from '@domain/playoffs';
