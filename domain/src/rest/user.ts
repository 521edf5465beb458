// REST contract of GET /api/user/listNickname: the agents (staff only; 403 for anyone else),
// sorted by last name, for the owner filter of the staff lists.
export interface AgentNicknameDto {
  id: number;
  nickname: string | null;
  firstName: string;
  lastName: string;
}
