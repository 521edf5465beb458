/**
 * @generated SignedSource<<5a1a606bf96e0df03ab52f292f2ba372>>
 * @relayHash b395f707eebb8adfaa36588fdd2a1d2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9df8868cc96e2fc26bcd3e6d93d54cbd67f99e3e4029fc9bdd1a4589f7e8b66a

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationRouteQuery$variables = {
  token: string;
};
export type InvitationRouteQuery$data = {
  readonly invitationLink: {
    readonly valid: boolean;
  };
};
export type InvitationRouteQuery = {
  response: InvitationRouteQuery$data;
  variables: InvitationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "LinkStatus",
    "kind": "LinkedField",
    "name": "invitationLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9df8868cc96e2fc26bcd3e6d93d54cbd67f99e3e4029fc9bdd1a4589f7e8b66a",
    "metadata": {},
    "name": "InvitationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4c6a02d081e40204119f5dc740872e50";

export default node;
