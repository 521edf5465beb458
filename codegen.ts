// Resolver types for the gateway, generated from the contract. Each GraphQL type that the
// gateway resolves from a REST answer is mapped to that answer's type (the parent a resolver
// receives), so a resolver cannot read a field the api does not send.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../context.ts#GatewayContext',
        scalars: { DateTime: 'string' },
        mappers: {
          Vehicle: '../models.ts#VehicleModel',
          VinData: '@canam/domain/rest/vehicle#VinNumberDto',
          OfferSnapshot: '@canam/domain/rest/vehicle#OfferSnapshotDto',
          User: '../models.ts#UserModel',
          Company: '@canam/domain/rest/auth#CompanySummaryDto',
          VehicleFilterOptions: '@canam/domain/rest/vehicle#VehicleFiltersDto',
          Viewer: '../models.ts#ViewerModel',
          Agent: '../models.ts#AgentModel',
          ClientOffer: '../models.ts#ClientOfferModel',
          VehicleSale: '../models.ts#VehicleSaleModel',
          DamagePhoto: '../models.ts#DamagePhotoModel',
          VehicleConnection: '../models.ts#VehiclePageModel',
          VehicleEdge: '../models.ts#VehicleEdgeModel',
          Registration: '@canam/domain/rest/accounts#RegistrationUserDto',
          NotificationPreference: '@canam/domain/rest/accounts#NotificationValuesDto',
          UsAddress: '@canam/domain/rest/accounts#AddressSuggestionDto',
          SentEmail: '@canam/domain/rest/accounts#OutboxMessageDto',
          SentEmailConnection: '../models.ts#SentEmailPageModel',
          SentEmailEdge: '../models.ts#SentEmailEdgeModel',
          Offer: '../models.ts#OfferModel',
          OfferChain: '../models.ts#OfferChainModel',
          OfferDealer: '../models.ts#OfferDealerModel',
          OfferVehicleConnection: '../models.ts#VehiclePageModel',
          OfferVehicleEdge: '../models.ts#VehicleEdgeModel',
          OfferNotification: '@canam/domain/rest/notifications#OfferNotificationDto',
          OfferNotificationConnection: '../models.ts#OfferNotificationPageModel',
          OfferNotificationEdge: '../models.ts#OfferNotificationEdgeModel',
          VehicleRecord: '../models.ts#VehicleRecordDto',
          Check: '@canam/domain/rest/vehicleRecords#CheckDto',
          ConditionReport: '@canam/domain/rest/vehicleRecords#ConditionalReportDto',
          Note: '@canam/domain/rest/vehicleRecords#NoteDto',
          CheckConnection: '../models.ts#CheckConnectionModel',
          CheckEdge: '../models.ts#CheckEdgeModel',
          ConditionReportConnection: '../models.ts#ConditionReportConnectionModel',
          ConditionReportEdge: '../models.ts#ConditionReportEdgeModel',
          NoteConnection: '../models.ts#NoteConnectionModel',
          NoteEdge: '../models.ts#NoteEdgeModel',
          VehicleRecordEvent: '../models.ts#VehicleRecordEventModel',
        },
      },
    },
  },
};

export default config;
