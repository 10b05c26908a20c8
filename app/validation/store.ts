import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { storeMessages } from "~/content/admin-form-messages";

export { storeMessages };

export const storeSchema = z.object({
  name: requiredText(storeMessages.name, 120),
  address: requiredText(storeMessages.address, 300),
  city: requiredText(storeMessages.city, 120),
  state: requiredText(storeMessages.state, 120),
  phone: optionalText(40),
  description: optionalText(1000),
});

export type StoreInput = z.infer<typeof storeSchema>;
