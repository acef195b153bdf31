// Validation messages in Russian for API clients and forms alike.
import { z } from "zod";

z.config(z.locales.ru());
