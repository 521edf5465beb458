// The paged shape of every REST list (specification): {data, currentPage, total, perPage}.
export interface Paged<T> {
  data: T[];
  currentPage: number;
  total: number;
  perPage: number;
}
