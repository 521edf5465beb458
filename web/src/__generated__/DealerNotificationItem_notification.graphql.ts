/**
 * @generated SignedSource<<7d86bffa82579f17389927858138ae55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ACCEPTED" | "BOUGHT" | "COUNTER" | "EXPIRED" | "OFFER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DealerNotificationItem_notification$data = {
  readonly kind: NotificationKind;
  readonly registerDate: any;
  readonly summary: string;
  readonly vehicle: {
    readonly id: string;
    readonly stockNumber: string | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "DealerNotificationItem_notification";
};
export type DealerNotificationItem_notification$key = {
  readonly " $data"?: DealerNotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerNotificationItem_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerNotificationItem_notification",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registerDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vehicle",
      "kind": "LinkedField",
      "name": "vehicle",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "6abbff0b659c1407fbee1629c3186280";

export default node;
