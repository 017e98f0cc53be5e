// The part of the `zipcodes` package (CommonJS, no types of its own) that zip-coordinates uses.
declare module 'zipcodes' {
  interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string): ZipRecord | undefined };
  export default zipcodes;
}
