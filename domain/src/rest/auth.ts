// REST contract of the session calls: POST /api/login, /api/auth/checkToken, /api/auth/logout,
// and GET /api/user/profile (the profile of the bearer token's user).
import type { RoleName } from '../roles.ts';
import type { CompanyStatusCode } from '../statuses.ts';

export interface LoginRequest {
  email: string;
  password: string;
  marketPlace?: number;
}

export interface CompanySummaryDto {
  id: number;
  companyName: string | null;
  commercialName: string | null;
  status: CompanyStatusCode;
}

export interface UserProfileDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: 0 | 1;
  rolesId: number[];
  roles: { id: number; name: RoleName }[];
  userDetails: {
    extension: string | null;
    mobileNumber: string | null;
    officePhoneNumber: string | null;
    acceptEmail: boolean;
    acceptSms: boolean;
    companiesId: number | null;
    company: CompanySummaryDto | null;
  };
}

export interface TokenPairDto {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** 200 answer of POST /api/login. 400 answers carry the messages of errors.ts. */
export interface LoginResponse {
  auth: TokenPairDto;
  marketPlace: { id: number };
  user: UserProfileDto;
}

/** 200 answer of POST /api/auth/checkToken {refreshToken}; 401 when the token is not valid. */
export interface CheckTokenResponse {
  token: TokenPairDto;
  marketPlace: { id: number };
  user: UserProfileDto;
}
