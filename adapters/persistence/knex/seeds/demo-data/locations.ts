/**
 * Upstate South Carolina towns used by the demo vendors, with their real county, a real ZIP code of the
 * town, and the region the directory groups them into.
 */
export interface DemoTown {
  city: string;
  county: string;
  zipCode: string;
  region: string;
}

const GREENVILLE = 'Greenville Area';
const SPARTANBURG = 'Spartanburg Area';
const ANDERSON = 'Anderson & Lake Hartwell';
const FOOTHILLS = 'Blue Ridge Foothills & Lakes';
const LAKELANDS = 'Lakelands';

const town = (city: string, county: string, zipCode: string, region: string): DemoTown => ({ city, county, zipCode, region });

export const DEMO_TOWNS = {
  greenville: town('Greenville', 'Greenville County', '29601', GREENVILLE),
  greer: town('Greer', 'Greenville County', '29650', GREENVILLE),
  simpsonville: town('Simpsonville', 'Greenville County', '29681', GREENVILLE),
  mauldin: town('Mauldin', 'Greenville County', '29662', GREENVILLE),
  fountainInn: town('Fountain Inn', 'Greenville County', '29644', GREENVILLE),
  travelersRest: town('Travelers Rest', 'Greenville County', '29690', GREENVILLE),
  taylors: town('Taylors', 'Greenville County', '29687', GREENVILLE),
  cleveland: town('Cleveland', 'Greenville County', '29635', FOOTHILLS),
  spartanburg: town('Spartanburg', 'Spartanburg County', '29301', SPARTANBURG),
  landrum: town('Landrum', 'Spartanburg County', '29356', SPARTANBURG),
  inman: town('Inman', 'Spartanburg County', '29349', SPARTANBURG),
  boilingSprings: town('Boiling Springs', 'Spartanburg County', '29316', SPARTANBURG),
  duncan: town('Duncan', 'Spartanburg County', '29334', SPARTANBURG),
  anderson: town('Anderson', 'Anderson County', '29621', ANDERSON),
  pendleton: town('Pendleton', 'Anderson County', '29670', ANDERSON),
  williamston: town('Williamston', 'Anderson County', '29697', ANDERSON),
  belton: town('Belton', 'Anderson County', '29627', ANDERSON),
  clemson: town('Clemson', 'Pickens County', '29631', FOOTHILLS),
  easley: town('Easley', 'Pickens County', '29640', FOOTHILLS),
  pickens: town('Pickens', 'Pickens County', '29671', FOOTHILLS),
  sixMile: town('Six Mile', 'Pickens County', '29682', FOOTHILLS),
  seneca: town('Seneca', 'Oconee County', '29678', FOOTHILLS),
  walhalla: town('Walhalla', 'Oconee County', '29691', FOOTHILLS),
  salem: town('Salem', 'Oconee County', '29676', FOOTHILLS),
  westminster: town('Westminster', 'Oconee County', '29693', FOOTHILLS),
  laurens: town('Laurens', 'Laurens County', '29360', LAKELANDS),
  clinton: town('Clinton', 'Laurens County', '29325', LAKELANDS),
} as const satisfies Record<string, DemoTown>;

export type DemoTownKey = keyof typeof DEMO_TOWNS;
