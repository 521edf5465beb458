// What each route declares besides its path: the route name of the specification and its title.
export interface RouteHandle {
  name: string;
  title: string;
}
