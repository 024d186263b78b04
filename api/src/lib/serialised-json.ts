/**
 * An answer already written as JSON, in UTF-8, exactly as its route's response schema would write it:
 * the catalogue cache sends it as it is instead of serialising it again. The listing builds its
 * answers from the JSON of each unit and project, kept per catalogue version (catalogue-listing.ts).
 */
export class SerialisedJson {
  constructor(readonly bytes: Buffer) {}
}
