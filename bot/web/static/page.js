// The page of a link: /t/<token>.
import { basePath, tableApi, tokenOfPage } from "./api.js";
import { Table } from "./table.js";

const token = tokenOfPage();
const table = new Table(tableApi(basePath(), token || "-"));
table.load();
if (token) table.listen();
