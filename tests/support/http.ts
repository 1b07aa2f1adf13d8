/** A response body as JSON, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = async (res: Response): Promise<any> => res.json();
