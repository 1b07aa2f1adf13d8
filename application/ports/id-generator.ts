export interface IdGenerator {
  /** A new unique, unguessable, time-sortable id. */
  next(): string;
}
