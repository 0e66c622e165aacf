// Generated from spec/freight.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const create_inquiry_input = validate20;
const schema31 = {"additionalProperties":false,"properties":{"cargo_type":{"default":"","description":"Kind of cargo, e.g. general, perishable, dangerous goods.","type":"string"},"company":{"default":"","description":"Company name. A company beginning with TEST blocks delivery (test_blocked).","type":"string"},"destination":{"description":"Where the cargo goes: city, airport name or IATA code.","minLength":1,"type":"string"},"dimensions":{"default":"","description":"Dimensions as text, with units, e.g. 120x80x100 cm per piece.","type":"string"},"email":{"default":"","description":"Contact e-mail address for the operator's reply.","type":"string"},"lang":{"default":"en","description":"Language of the inquiry and the operator's follow-up, as a code from list_languages (default en). When language is also non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"},"name":{"default":"","description":"Contact person's name. A name beginning with TEST blocks delivery (test_blocked).","type":"string"},"origin":{"description":"Where the cargo ships from: city, airport name or IATA code.","minLength":1,"type":"string"},"phone":{"default":"","description":"Contact phone number for the operator's reply.","type":"string"},"pieces":{"default":"","description":"Number of pieces as text, e.g. 4.","type":"string"},"service":{"default":"","description":"Requested service level, e.g. express, standard, door-to-door.","type":"string"},"shipping_date":{"default":"","description":"Intended shipping date as text, e.g. 2026-12-01 or 'early December'.","type":"string"},"test":{"default":false,"description":"Mark the inquiry as a test: nothing is delivered and the call fails with test_blocked.","type":"boolean"},"weight":{"default":"","description":"Gross weight as text, with its unit, e.g. 250 kg.","type":"string"}},"required":["destination","origin"],"type":"object"};
const func1 = Object.prototype.hasOwnProperty;
const func2 = __ajv_dep0.default;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cargo_type === undefined){
data.cargo_type = "";
}
if(data.company === undefined){
data.company = "";
}
if(data.dimensions === undefined){
data.dimensions = "";
}
if(data.email === undefined){
data.email = "";
}
if(data.lang === undefined){
data.lang = "en";
}
if(data.language === undefined){
data.language = "";
}
if(data.name === undefined){
data.name = "";
}
if(data.phone === undefined){
data.phone = "";
}
if(data.pieces === undefined){
data.pieces = "";
}
if(data.service === undefined){
data.service = "";
}
if(data.shipping_date === undefined){
data.shipping_date = "";
}
if(data.test === undefined){
data.test = false;
}
if(data.weight === undefined){
data.weight = "";
}
if(data.destination === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.origin === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(typeof data.cargo_type !== "string"){
const err3 = {instancePath:instancePath+"/cargo_type",schemaPath:"#/properties/cargo_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data.company !== "string"){
const err4 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.destination !== undefined){
let data2 = data.destination;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err5 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(typeof data.dimensions !== "string"){
const err7 = {instancePath:instancePath+"/dimensions",schemaPath:"#/properties/dimensions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data.email !== "string"){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data.lang !== "string"){
const err9 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data.language !== "string"){
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data.name !== "string"){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.origin !== undefined){
let data8 = data.origin;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err12 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(typeof data.phone !== "string"){
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data.pieces !== "string"){
const err15 = {instancePath:instancePath+"/pieces",schemaPath:"#/properties/pieces/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data.service !== "string"){
const err16 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data.shipping_date !== "string"){
const err17 = {instancePath:instancePath+"/shipping_date",schemaPath:"#/properties/shipping_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data.test !== "boolean"){
const err18 = {instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data.weight !== "string"){
const err19 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const create_inquiry_output = validate21;
const schema32 = {"additionalProperties":false,"properties":{"channel":{"const":"mcp","description":"Submission channel; always mcp.","type":"string"},"lang":{"description":"Language the inquiry was recorded in.","minLength":1,"type":"string"},"lead_uid":{"description":"Lead identifier issued by the portal.","minLength":1,"type":"string"},"submitted_at":{"description":"When the portal accepted the inquiry.","format":"date-time","type":"string"}},"required":["channel","lang","lead_uid","submitted_at"],"type":"object"};
const formats0 = __ajv_dep1.fullFormats["date-time"];

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lang === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lead_uid === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lead_uid"},message:"must have required property '"+"lead_uid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.submitted_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submitted_at"},message:"must have required property '"+"submitted_at"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "channel") || (key0 === "lang")) || (key0 === "lead_uid")) || (key0 === "submitted_at"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.channel !== undefined){
let data0 = data.channel;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("mcp" !== data0){
const err6 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/const",keyword:"const",params:{allowedValue: "mcp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.lang !== undefined){
let data1 = data.lang;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lead_uid !== undefined){
let data2 = data.lead_uid;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/lead_uid",schemaPath:"#/properties/lead_uid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lead_uid",schemaPath:"#/properties/lead_uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.submitted_at !== undefined){
let data3 = data.submitted_at;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/submitted_at",schemaPath:"#/properties/submitted_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/submitted_at",schemaPath:"#/properties/submitted_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_airport_input = validate22;
const schema33 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"},"query":{"description":"Airport IATA code (e.g. FRA) or airport name.","minLength":1,"type":"string"}},"required":["query"],"type":"object"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "lang") || (key0 === "language")) || (key0 === "query"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err2 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.language !== "string"){
const err3 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.query !== undefined){
let data2 = data.query;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_airport_output = validate23;
const schema34 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"iata":{"description":"IATA airport code when the page publishes it; otherwise null.","pattern":"^[A-Z]{3}$","type":["string","null"]},"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"linked_lanes":{"description":"Only the lanes this page links to explicitly.","items":{"additionalProperties":false,"description":"A lane (route) page that the page links to explicitly; lanes are never inferred.","properties":{"canonical_url":{"format":"uri","type":"string"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"title":{"type":"string"}},"required":["canonical_url","md_url","title"],"type":"object"},"type":"array"},"markdown":{"description":"The published page body as Markdown.","type":"string"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"name":{"type":"string"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"}},"required":["canonical_url","iata","lang","linked_lanes","markdown","md_url","name","notes"],"type":"object"};
const formats2 = __ajv_dep1.fullFormats.uri;
const pattern4 = new RegExp("^[A-Z]{3}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.canonical_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.iata === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lang === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.linked_lanes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "linked_lanes"},message:"must have required property '"+"linked_lanes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.markdown === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.md_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.name === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.notes === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "canonical_url") || (key0 === "iata")) || (key0 === "lang")) || (key0 === "linked_lanes")) || (key0 === "markdown")) || (key0 === "md_url")) || (key0 === "name")) || (key0 === "notes"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.canonical_url !== undefined){
let data0 = data.canonical_url;
if(typeof data0 === "string"){
if(!(formats2(data0))){
const err9 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.iata !== undefined){
let data1 = data.iata;
if((typeof data1 !== "string") && (data1 !== null)){
const err11 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/type",keyword:"type",params:{type: schema34.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err12 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.lang !== undefined){
let data2 = data.lang;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err13 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.linked_lanes !== undefined){
let data3 = data.linked_lanes;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.canonical_url === undefined){
const err15 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.md_url === undefined){
const err16 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.title === undefined){
const err17 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "canonical_url") || (key1 === "md_url")) || (key1 === "title"))){
const err18 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.canonical_url !== undefined){
let data5 = data4.canonical_url;
if(typeof data5 === "string"){
if(!(formats2(data5))){
const err19 = {instancePath:instancePath+"/linked_lanes/" + i0+"/canonical_url",schemaPath:"#/properties/linked_lanes/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/linked_lanes/" + i0+"/canonical_url",schemaPath:"#/properties/linked_lanes/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.md_url !== undefined){
let data6 = data4.md_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/linked_lanes/" + i0+"/md_url",schemaPath:"#/properties/linked_lanes/items/properties/md_url/type",keyword:"type",params:{type: schema34.properties.linked_lanes.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats2(data6))){
const err22 = {instancePath:instancePath+"/linked_lanes/" + i0+"/md_url",schemaPath:"#/properties/linked_lanes/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data4.title !== undefined){
if(typeof data4.title !== "string"){
const err23 = {instancePath:instancePath+"/linked_lanes/" + i0+"/title",schemaPath:"#/properties/linked_lanes/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/linked_lanes",schemaPath:"#/properties/linked_lanes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err26 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.md_url !== undefined){
let data9 = data.md_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err27 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/type",keyword:"type",params:{type: schema34.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats2(data9))){
const err28 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err29 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.notes !== undefined){
let data11 = data.notes;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(typeof data11[i1] !== "string"){
const err30 = {instancePath:instancePath+"/notes/" + i1,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_carrier_input = validate24;
const schema35 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"},"query":{"description":"Carrier IATA code (e.g. LH) or carrier name.","minLength":1,"type":"string"}},"required":["query"],"type":"object"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "lang") || (key0 === "language")) || (key0 === "query"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err2 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.language !== "string"){
const err3 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.query !== undefined){
let data2 = data.query;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_carrier_output = validate25;
const schema36 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"iata":{"description":"IATA carrier code when the page publishes it; otherwise null.","pattern":"^[A-Z0-9]{2}$","type":["string","null"]},"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"linked_lanes":{"description":"Only the lanes this page links to explicitly.","items":{"additionalProperties":false,"description":"A lane (route) page that the page links to explicitly; lanes are never inferred.","properties":{"canonical_url":{"format":"uri","type":"string"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"title":{"type":"string"}},"required":["canonical_url","md_url","title"],"type":"object"},"type":"array"},"markdown":{"description":"The published page body as Markdown.","type":"string"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"name":{"type":"string"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"}},"required":["canonical_url","iata","lang","linked_lanes","markdown","md_url","name","notes"],"type":"object"};
const pattern5 = new RegExp("^[A-Z0-9]{2}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.canonical_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.iata === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lang === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.linked_lanes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "linked_lanes"},message:"must have required property '"+"linked_lanes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.markdown === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.md_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.name === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.notes === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "canonical_url") || (key0 === "iata")) || (key0 === "lang")) || (key0 === "linked_lanes")) || (key0 === "markdown")) || (key0 === "md_url")) || (key0 === "name")) || (key0 === "notes"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.canonical_url !== undefined){
let data0 = data.canonical_url;
if(typeof data0 === "string"){
if(!(formats2(data0))){
const err9 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.iata !== undefined){
let data1 = data.iata;
if((typeof data1 !== "string") && (data1 !== null)){
const err11 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/type",keyword:"type",params:{type: schema36.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err12 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2}$"},message:"must match pattern \""+"^[A-Z0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.lang !== undefined){
let data2 = data.lang;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err13 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.linked_lanes !== undefined){
let data3 = data.linked_lanes;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.canonical_url === undefined){
const err15 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.md_url === undefined){
const err16 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.title === undefined){
const err17 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "canonical_url") || (key1 === "md_url")) || (key1 === "title"))){
const err18 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.canonical_url !== undefined){
let data5 = data4.canonical_url;
if(typeof data5 === "string"){
if(!(formats2(data5))){
const err19 = {instancePath:instancePath+"/linked_lanes/" + i0+"/canonical_url",schemaPath:"#/properties/linked_lanes/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/linked_lanes/" + i0+"/canonical_url",schemaPath:"#/properties/linked_lanes/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.md_url !== undefined){
let data6 = data4.md_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/linked_lanes/" + i0+"/md_url",schemaPath:"#/properties/linked_lanes/items/properties/md_url/type",keyword:"type",params:{type: schema36.properties.linked_lanes.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats2(data6))){
const err22 = {instancePath:instancePath+"/linked_lanes/" + i0+"/md_url",schemaPath:"#/properties/linked_lanes/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data4.title !== undefined){
if(typeof data4.title !== "string"){
const err23 = {instancePath:instancePath+"/linked_lanes/" + i0+"/title",schemaPath:"#/properties/linked_lanes/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/linked_lanes/" + i0,schemaPath:"#/properties/linked_lanes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/linked_lanes",schemaPath:"#/properties/linked_lanes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err26 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.md_url !== undefined){
let data9 = data.md_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err27 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/type",keyword:"type",params:{type: schema36.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats2(data9))){
const err28 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err29 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.notes !== undefined){
let data11 = data.notes;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(typeof data11[i1] !== "string"){
const err30 = {instancePath:instancePath+"/notes/" + i1,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_company_info_input = validate26;
const schema37 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"}},"required":[],"type":"object"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
for(const key0 in data){
if(!((key0 === "lang") || (key0 === "language"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err1 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data.language !== "string"){
const err2 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_company_info_output = validate27;
const schema38 = {"additionalProperties":false,"properties":{"canonical_url":{"description":"The published company/imprint page, when there is one.","format":"uri","type":["string","null"]},"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"},"operating_company":{"additionalProperties":false,"properties":{"address":{"type":["string","null"]},"country":{"type":["string","null"]},"legal_name":{"type":"string"},"website":{"format":"uri","type":["string","null"]}},"required":["address","country","legal_name","website"],"type":"object"},"portal":{"additionalProperties":false,"properties":{"contact_email":{"type":["string","null"]},"contact_form_url":{"format":"uri","type":["string","null"]},"name":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["contact_email","contact_form_url","name","url"],"type":"object"},"verified_on":{"anyOf":[{"description":"Calendar date, YYYY-MM-DD.","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","type":"string"},{"type":"null"}],"description":"Date the details were last verified."}},"required":["canonical_url","lang","notes","operating_company","portal","verified_on"],"type":"object"};
const formats26 = __ajv_dep1.fullFormats.date;
const pattern6 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.canonical_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lang === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.notes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.operating_company === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operating_company"},message:"must have required property '"+"operating_company"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.portal === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.verified_on === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verified_on"},message:"must have required property '"+"verified_on"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "canonical_url") || (key0 === "lang")) || (key0 === "notes")) || (key0 === "operating_company")) || (key0 === "portal")) || (key0 === "verified_on"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.canonical_url !== undefined){
let data0 = data.canonical_url;
if((typeof data0 !== "string") && (data0 !== null)){
const err7 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema38.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data0 === "string"){
if(!(formats2(data0))){
const err8 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.lang !== undefined){
let data1 = data.lang;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.notes !== undefined){
let data2 = data.notes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err11 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.operating_company !== undefined){
let data4 = data.operating_company;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.address === undefined){
const err13 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.country === undefined){
const err14 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.legal_name === undefined){
const err15 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "legal_name"},message:"must have required property '"+"legal_name"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.website === undefined){
const err16 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "website"},message:"must have required property '"+"website"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "address") || (key1 === "country")) || (key1 === "legal_name")) || (key1 === "website"))){
const err17 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.address !== undefined){
let data5 = data4.address;
if((typeof data5 !== "string") && (data5 !== null)){
const err18 = {instancePath:instancePath+"/operating_company/address",schemaPath:"#/properties/operating_company/properties/address/type",keyword:"type",params:{type: schema38.properties.operating_company.properties.address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.country !== undefined){
let data6 = data4.country;
if((typeof data6 !== "string") && (data6 !== null)){
const err19 = {instancePath:instancePath+"/operating_company/country",schemaPath:"#/properties/operating_company/properties/country/type",keyword:"type",params:{type: schema38.properties.operating_company.properties.country.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.legal_name !== undefined){
if(typeof data4.legal_name !== "string"){
const err20 = {instancePath:instancePath+"/operating_company/legal_name",schemaPath:"#/properties/operating_company/properties/legal_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.website !== undefined){
let data8 = data4.website;
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/operating_company/website",schemaPath:"#/properties/operating_company/properties/website/type",keyword:"type",params:{type: schema38.properties.operating_company.properties.website.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats2(data8))){
const err22 = {instancePath:instancePath+"/operating_company/website",schemaPath:"#/properties/operating_company/properties/website/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.portal !== undefined){
let data9 = data.portal;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.contact_email === undefined){
const err24 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "contact_email"},message:"must have required property '"+"contact_email"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.contact_form_url === undefined){
const err25 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "contact_form_url"},message:"must have required property '"+"contact_form_url"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.name === undefined){
const err26 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.url === undefined){
const err27 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data9){
if(!((((key2 === "contact_email") || (key2 === "contact_form_url")) || (key2 === "name")) || (key2 === "url"))){
const err28 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.contact_email !== undefined){
let data10 = data9.contact_email;
if((typeof data10 !== "string") && (data10 !== null)){
const err29 = {instancePath:instancePath+"/portal/contact_email",schemaPath:"#/properties/portal/properties/contact_email/type",keyword:"type",params:{type: schema38.properties.portal.properties.contact_email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.contact_form_url !== undefined){
let data11 = data9.contact_form_url;
if((typeof data11 !== "string") && (data11 !== null)){
const err30 = {instancePath:instancePath+"/portal/contact_form_url",schemaPath:"#/properties/portal/properties/contact_form_url/type",keyword:"type",params:{type: schema38.properties.portal.properties.contact_form_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data11 === "string"){
if(!(formats2(data11))){
const err31 = {instancePath:instancePath+"/portal/contact_form_url",schemaPath:"#/properties/portal/properties/contact_form_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data9.name !== undefined){
if(typeof data9.name !== "string"){
const err32 = {instancePath:instancePath+"/portal/name",schemaPath:"#/properties/portal/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.url !== undefined){
let data13 = data9.url;
if(typeof data13 === "string"){
if(!(formats2(data13))){
const err33 = {instancePath:instancePath+"/portal/url",schemaPath:"#/properties/portal/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/portal/url",schemaPath:"#/properties/portal/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.verified_on !== undefined){
let data14 = data.verified_on;
const _errs33 = errors;
let valid5 = false;
const _errs34 = errors;
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
const err36 = {instancePath:instancePath+"/verified_on",schemaPath:"#/properties/verified_on/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(formats26.validate(data14))){
const err37 = {instancePath:instancePath+"/verified_on",schemaPath:"#/properties/verified_on/anyOf/0/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/verified_on",schemaPath:"#/properties/verified_on/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid5 = valid5 || _valid0;
const _errs36 = errors;
if(data14 !== null){
const err39 = {instancePath:instancePath+"/verified_on",schemaPath:"#/properties/verified_on/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err40 = {instancePath:instancePath+"/verified_on",schemaPath:"#/properties/verified_on/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_faq_input = validate28;
const schema39 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"},"query":{"description":"Words to look for in the FAQ; only matching lines are returned.","type":"string"},"topic":{"description":"FAQ topic or section name to restrict to.","type":"string"}},"required":[],"type":"object"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
for(const key0 in data){
if(!((((key0 === "lang") || (key0 === "language")) || (key0 === "query")) || (key0 === "topic"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err1 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data.language !== "string"){
const err2 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_faq_output = validate29;
const schema40 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"filtered":{"description":"True when query or topic restricted the lines.","type":"boolean"},"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"markdown":{"description":"The FAQ, or only its matching lines when filtered.","type":"string"},"matched_lines":{"minimum":0,"type":"integer"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"}},"required":["canonical_url","filtered","lang","markdown","matched_lines","notes"],"type":"object"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.canonical_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.filtered === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filtered"},message:"must have required property '"+"filtered"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lang === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.markdown === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.matched_lines === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matched_lines"},message:"must have required property '"+"matched_lines"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.notes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "canonical_url") || (key0 === "filtered")) || (key0 === "lang")) || (key0 === "markdown")) || (key0 === "matched_lines")) || (key0 === "notes"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.canonical_url !== undefined){
let data0 = data.canonical_url;
if(typeof data0 === "string"){
if(!(formats2(data0))){
const err7 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.filtered !== undefined){
if(typeof data.filtered !== "boolean"){
const err9 = {instancePath:instancePath+"/filtered",schemaPath:"#/properties/filtered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.lang !== undefined){
let data2 = data.lang;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err10 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err12 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.matched_lines !== undefined){
let data4 = data.matched_lines;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/matched_lines",schemaPath:"#/properties/matched_lines/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/matched_lines",schemaPath:"#/properties/matched_lines/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err15 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rate_reference_input = validate30;
const schema41 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"}},"required":[],"type":"object"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
for(const key0 in data){
if(!((key0 === "lang") || (key0 === "language"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err1 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data.language !== "string"){
const err2 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rate_reference_output = validate31;
const schema42 = {"additionalProperties":false,"properties":{"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"},"pages":{"items":{"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"kind":{"enum":["rate_reference","methodology","data_sources"],"type":"string"},"markdown":{"type":"string"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"published_on":{"anyOf":[{"description":"Calendar date, YYYY-MM-DD.","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","type":"string"},{"type":"null"}],"description":"Date the page states for its content; null when undated."},"title":{"type":"string"}},"required":["canonical_url","kind","markdown","md_url","published_on","title"],"type":"object"},"type":"array"}},"required":["lang","notes","pages"],"type":"object"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.notes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "lang") || (key0 === "notes")) || (key0 === "pages"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.lang !== undefined){
let data0 = data.lang;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.notes !== undefined){
let data1 = data.notes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err6 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.pages !== undefined){
let data3 = data.pages;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.canonical_url === undefined){
const err8 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.kind === undefined){
const err9 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.markdown === undefined){
const err10 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.md_url === undefined){
const err11 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.published_on === undefined){
const err12 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "published_on"},message:"must have required property '"+"published_on"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.title === undefined){
const err13 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data4){
if(!((((((key1 === "canonical_url") || (key1 === "kind")) || (key1 === "markdown")) || (key1 === "md_url")) || (key1 === "published_on")) || (key1 === "title"))){
const err14 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.canonical_url !== undefined){
let data5 = data4.canonical_url;
if(typeof data5 === "string"){
if(!(formats2(data5))){
const err15 = {instancePath:instancePath+"/pages/" + i1+"/canonical_url",schemaPath:"#/properties/pages/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/pages/" + i1+"/canonical_url",schemaPath:"#/properties/pages/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.kind !== undefined){
let data6 = data4.kind;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/pages/" + i1+"/kind",schemaPath:"#/properties/pages/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((data6 === "rate_reference") || (data6 === "methodology")) || (data6 === "data_sources"))){
const err18 = {instancePath:instancePath+"/pages/" + i1+"/kind",schemaPath:"#/properties/pages/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema42.properties.pages.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.markdown !== undefined){
if(typeof data4.markdown !== "string"){
const err19 = {instancePath:instancePath+"/pages/" + i1+"/markdown",schemaPath:"#/properties/pages/items/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.md_url !== undefined){
let data8 = data4.md_url;
if((typeof data8 !== "string") && (data8 !== null)){
const err20 = {instancePath:instancePath+"/pages/" + i1+"/md_url",schemaPath:"#/properties/pages/items/properties/md_url/type",keyword:"type",params:{type: schema42.properties.pages.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats2(data8))){
const err21 = {instancePath:instancePath+"/pages/" + i1+"/md_url",schemaPath:"#/properties/pages/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data4.published_on !== undefined){
let data9 = data4.published_on;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if(typeof data9 === "string"){
if(!pattern6.test(data9)){
const err22 = {instancePath:instancePath+"/pages/" + i1+"/published_on",schemaPath:"#/properties/pages/items/properties/published_on/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats26.validate(data9))){
const err23 = {instancePath:instancePath+"/pages/" + i1+"/published_on",schemaPath:"#/properties/pages/items/properties/published_on/anyOf/0/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/pages/" + i1+"/published_on",schemaPath:"#/properties/pages/items/properties/published_on/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
const _errs25 = errors;
if(data9 !== null){
const err25 = {instancePath:instancePath+"/pages/" + i1+"/published_on",schemaPath:"#/properties/pages/items/properties/published_on/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err26 = {instancePath:instancePath+"/pages/" + i1+"/published_on",schemaPath:"#/properties/pages/items/properties/published_on/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data4.title !== undefined){
if(typeof data4.title !== "string"){
const err27 = {instancePath:instancePath+"/pages/" + i1+"/title",schemaPath:"#/properties/pages/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/pages/" + i1,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_route_input = validate32;
const schema43 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"},"query":{"description":"The lane: origin and destination as IATA codes or names, or a route page slug from search_routes.","minLength":1,"type":"string"}},"required":["query"],"type":"object"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "lang") || (key0 === "language")) || (key0 === "query"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err2 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.language !== "string"){
const err3 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.query !== undefined){
let data2 = data.query;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_route_output = validate33;
const schema44 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"destination":{"additionalProperties":false,"properties":{"iata":{"description":"Three-letter IATA airport code, only when the page publishes it; otherwise null.","pattern":"^[A-Z]{3}$","type":["string","null"]},"name":{"description":"Place or airport name as published.","type":"string"}},"required":["iata","name"],"type":"object"},"iata_evidence":{"description":"Published evidence for the airport IATA codes of the lane.","items":{"additionalProperties":false,"properties":{"airport_name":{"type":"string"},"evidence":{"description":"The published text or page that states the code.","type":"string"},"iata":{"pattern":"^[A-Z]{3}$","type":"string"},"source_url":{"format":"uri","type":["string","null"]}},"required":["airport_name","evidence","iata","source_url"],"type":"object"},"type":"array"},"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"language_variants":{"items":{"additionalProperties":false,"properties":{"lang":{"description":"Language code of the variant.","type":"string"},"url":{"description":"Canonical URL of the page in that language.","format":"uri","type":"string"}},"required":["lang","url"],"type":"object"},"type":"array"},"markdown":{"description":"The published page body as Markdown.","type":"string"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"},"origin":{"additionalProperties":false,"properties":{"iata":{"description":"Three-letter IATA airport code, only when the page publishes it; otherwise null.","pattern":"^[A-Z]{3}$","type":["string","null"]},"name":{"description":"Place or airport name as published.","type":"string"}},"required":["iata","name"],"type":"object"},"title":{"type":"string"},"transit_wording":{"description":"Transit-time wording exactly as published; null when the page states none.","type":["string","null"]},"typical_carriers":{"description":"Carriers the lane page names as typical; empty when it names none.","items":{"additionalProperties":false,"properties":{"canonical_url":{"description":"The carrier's page on the portal, when one is published.","format":"uri","type":["string","null"]},"iata":{"description":"Two-character IATA carrier code when published, else null.","pattern":"^[A-Z0-9]{2}$","type":["string","null"]},"name":{"type":"string"}},"required":["canonical_url","iata","name"],"type":"object"},"type":"array"}},"required":["canonical_url","destination","iata_evidence","lang","language_variants","markdown","md_url","notes","origin","title","transit_wording","typical_carriers"],"type":"object"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.canonical_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destination === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.iata_evidence === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iata_evidence"},message:"must have required property '"+"iata_evidence"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.lang === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.language_variants === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language_variants"},message:"must have required property '"+"language_variants"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.markdown === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.md_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.notes === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.origin === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.title === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.transit_wording === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transit_wording"},message:"must have required property '"+"transit_wording"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.typical_carriers === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "typical_carriers"},message:"must have required property '"+"typical_carriers"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema44.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.canonical_url !== undefined){
let data0 = data.canonical_url;
if(typeof data0 === "string"){
if(!(formats2(data0))){
const err13 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.destination !== undefined){
let data1 = data.destination;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.iata === undefined){
const err15 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.name === undefined){
const err16 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "iata") || (key1 === "name"))){
const err17 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.iata !== undefined){
let data2 = data1.iata;
if((typeof data2 !== "string") && (data2 !== null)){
const err18 = {instancePath:instancePath+"/destination/iata",schemaPath:"#/properties/destination/properties/iata/type",keyword:"type",params:{type: schema44.properties.destination.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err19 = {instancePath:instancePath+"/destination/iata",schemaPath:"#/properties/destination/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err20 = {instancePath:instancePath+"/destination/name",schemaPath:"#/properties/destination/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.iata_evidence !== undefined){
let data4 = data.iata_evidence;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.airport_name === undefined){
const err22 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "airport_name"},message:"must have required property '"+"airport_name"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.evidence === undefined){
const err23 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.iata === undefined){
const err24 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.source_url === undefined){
const err25 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data5){
if(!((((key2 === "airport_name") || (key2 === "evidence")) || (key2 === "iata")) || (key2 === "source_url"))){
const err26 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.airport_name !== undefined){
if(typeof data5.airport_name !== "string"){
const err27 = {instancePath:instancePath+"/iata_evidence/" + i0+"/airport_name",schemaPath:"#/properties/iata_evidence/items/properties/airport_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.evidence !== undefined){
if(typeof data5.evidence !== "string"){
const err28 = {instancePath:instancePath+"/iata_evidence/" + i0+"/evidence",schemaPath:"#/properties/iata_evidence/items/properties/evidence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.iata !== undefined){
let data8 = data5.iata;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err29 = {instancePath:instancePath+"/iata_evidence/" + i0+"/iata",schemaPath:"#/properties/iata_evidence/items/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/iata_evidence/" + i0+"/iata",schemaPath:"#/properties/iata_evidence/items/properties/iata/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.source_url !== undefined){
let data9 = data5.source_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err31 = {instancePath:instancePath+"/iata_evidence/" + i0+"/source_url",schemaPath:"#/properties/iata_evidence/items/properties/source_url/type",keyword:"type",params:{type: schema44.properties.iata_evidence.items.properties.source_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats2(data9))){
const err32 = {instancePath:instancePath+"/iata_evidence/" + i0+"/source_url",schemaPath:"#/properties/iata_evidence/items/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/iata_evidence",schemaPath:"#/properties/iata_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.lang !== undefined){
let data10 = data.lang;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err35 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.language_variants !== undefined){
let data11 = data.language_variants;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.lang === undefined){
const err37 = {instancePath:instancePath+"/language_variants/" + i1,schemaPath:"#/properties/language_variants/items/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12.url === undefined){
const err38 = {instancePath:instancePath+"/language_variants/" + i1,schemaPath:"#/properties/language_variants/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "lang") || (key3 === "url"))){
const err39 = {instancePath:instancePath+"/language_variants/" + i1,schemaPath:"#/properties/language_variants/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data12.lang !== undefined){
if(typeof data12.lang !== "string"){
const err40 = {instancePath:instancePath+"/language_variants/" + i1+"/lang",schemaPath:"#/properties/language_variants/items/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.url !== undefined){
let data14 = data12.url;
if(typeof data14 === "string"){
if(!(formats2(data14))){
const err41 = {instancePath:instancePath+"/language_variants/" + i1+"/url",schemaPath:"#/properties/language_variants/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/language_variants/" + i1+"/url",schemaPath:"#/properties/language_variants/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/language_variants/" + i1,schemaPath:"#/properties/language_variants/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/language_variants",schemaPath:"#/properties/language_variants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err45 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.md_url !== undefined){
let data16 = data.md_url;
if((typeof data16 !== "string") && (data16 !== null)){
const err46 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/type",keyword:"type",params:{type: schema44.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data16 === "string"){
if(!(formats2(data16))){
const err47 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data17 = data.notes;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
if(typeof data17[i2] !== "string"){
const err48 = {instancePath:instancePath+"/notes/" + i2,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.origin !== undefined){
let data19 = data.origin;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.iata === undefined){
const err50 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data19.name === undefined){
const err51 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key4 in data19){
if(!((key4 === "iata") || (key4 === "name"))){
const err52 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data19.iata !== undefined){
let data20 = data19.iata;
if((typeof data20 !== "string") && (data20 !== null)){
const err53 = {instancePath:instancePath+"/origin/iata",schemaPath:"#/properties/origin/properties/iata/type",keyword:"type",params:{type: schema44.properties.origin.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data20 === "string"){
if(!pattern4.test(data20)){
const err54 = {instancePath:instancePath+"/origin/iata",schemaPath:"#/properties/origin/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data19.name !== undefined){
if(typeof data19.name !== "string"){
const err55 = {instancePath:instancePath+"/origin/name",schemaPath:"#/properties/origin/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err57 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.transit_wording !== undefined){
let data23 = data.transit_wording;
if((typeof data23 !== "string") && (data23 !== null)){
const err58 = {instancePath:instancePath+"/transit_wording",schemaPath:"#/properties/transit_wording/type",keyword:"type",params:{type: schema44.properties.transit_wording.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.typical_carriers !== undefined){
let data24 = data.typical_carriers;
if(Array.isArray(data24)){
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.canonical_url === undefined){
const err59 = {instancePath:instancePath+"/typical_carriers/" + i3,schemaPath:"#/properties/typical_carriers/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data25.iata === undefined){
const err60 = {instancePath:instancePath+"/typical_carriers/" + i3,schemaPath:"#/properties/typical_carriers/items/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data25.name === undefined){
const err61 = {instancePath:instancePath+"/typical_carriers/" + i3,schemaPath:"#/properties/typical_carriers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key5 in data25){
if(!(((key5 === "canonical_url") || (key5 === "iata")) || (key5 === "name"))){
const err62 = {instancePath:instancePath+"/typical_carriers/" + i3,schemaPath:"#/properties/typical_carriers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data25.canonical_url !== undefined){
let data26 = data25.canonical_url;
if((typeof data26 !== "string") && (data26 !== null)){
const err63 = {instancePath:instancePath+"/typical_carriers/" + i3+"/canonical_url",schemaPath:"#/properties/typical_carriers/items/properties/canonical_url/type",keyword:"type",params:{type: schema44.properties.typical_carriers.items.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data26 === "string"){
if(!(formats2(data26))){
const err64 = {instancePath:instancePath+"/typical_carriers/" + i3+"/canonical_url",schemaPath:"#/properties/typical_carriers/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data25.iata !== undefined){
let data27 = data25.iata;
if((typeof data27 !== "string") && (data27 !== null)){
const err65 = {instancePath:instancePath+"/typical_carriers/" + i3+"/iata",schemaPath:"#/properties/typical_carriers/items/properties/iata/type",keyword:"type",params:{type: schema44.properties.typical_carriers.items.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(typeof data27 === "string"){
if(!pattern5.test(data27)){
const err66 = {instancePath:instancePath+"/typical_carriers/" + i3+"/iata",schemaPath:"#/properties/typical_carriers/items/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2}$"},message:"must match pattern \""+"^[A-Z0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
if(data25.name !== undefined){
if(typeof data25.name !== "string"){
const err67 = {instancePath:instancePath+"/typical_carriers/" + i3+"/name",schemaPath:"#/properties/typical_carriers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/typical_carriers/" + i3,schemaPath:"#/properties/typical_carriers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/typical_carriers",schemaPath:"#/properties/typical_carriers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const health_input = validate34;
const schema45 = {"additionalProperties":false,"properties":{},"required":[],"type":"object"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const health_output = validate35;
const schema46 = {"additionalProperties":false,"properties":{"checked_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"status":{"enum":["ok","degraded"],"type":"string"},"validated_counts":{"additionalProperties":false,"properties":{"airports":{"minimum":0,"type":"integer"},"carriers":{"minimum":0,"type":"integer"},"languages":{"minimum":0,"type":"integer"},"routes":{"minimum":0,"type":"integer"}},"required":["airports","carriers","languages","routes"],"type":"object"},"version":{"description":"Semantic version, e.g. 1.28.0.","pattern":"^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$","type":"string"}},"required":["checked_at","status","validated_counts","version"],"type":"object"};
const pattern12 = new RegExp("^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.checked_at === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checked_at"},message:"must have required property '"+"checked_at"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.validated_counts === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "validated_counts"},message:"must have required property '"+"validated_counts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.version === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "checked_at") || (key0 === "status")) || (key0 === "validated_counts")) || (key0 === "version"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.checked_at !== undefined){
let data0 = data.checked_at;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err5 = {instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data1 === "ok") || (data1 === "degraded"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema46.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.validated_counts !== undefined){
let data2 = data.validated_counts;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.airports === undefined){
const err9 = {instancePath:instancePath+"/validated_counts",schemaPath:"#/properties/validated_counts/required",keyword:"required",params:{missingProperty: "airports"},message:"must have required property '"+"airports"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.carriers === undefined){
const err10 = {instancePath:instancePath+"/validated_counts",schemaPath:"#/properties/validated_counts/required",keyword:"required",params:{missingProperty: "carriers"},message:"must have required property '"+"carriers"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.languages === undefined){
const err11 = {instancePath:instancePath+"/validated_counts",schemaPath:"#/properties/validated_counts/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.routes === undefined){
const err12 = {instancePath:instancePath+"/validated_counts",schemaPath:"#/properties/validated_counts/required",keyword:"required",params:{missingProperty: "routes"},message:"must have required property '"+"routes"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "airports") || (key1 === "carriers")) || (key1 === "languages")) || (key1 === "routes"))){
const err13 = {instancePath:instancePath+"/validated_counts",schemaPath:"#/properties/validated_counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.airports !== undefined){
let data3 = data2.airports;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/validated_counts/airports",schemaPath:"#/properties/validated_counts/properties/airports/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/validated_counts/airports",schemaPath:"#/properties/validated_counts/properties/airports/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data2.carriers !== undefined){
let data4 = data2.carriers;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/validated_counts/carriers",schemaPath:"#/properties/validated_counts/properties/carriers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/validated_counts/carriers",schemaPath:"#/properties/validated_counts/properties/carriers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data2.languages !== undefined){
let data5 = data2.languages;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/validated_counts/languages",schemaPath:"#/properties/validated_counts/properties/languages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/validated_counts/languages",schemaPath:"#/properties/validated_counts/properties/languages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data2.routes !== undefined){
let data6 = data2.routes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/validated_counts/routes",schemaPath:"#/properties/validated_counts/properties/routes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/validated_counts/routes",schemaPath:"#/properties/validated_counts/properties/routes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/validated_counts",schemaPath:"#/properties/validated_counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.version !== undefined){
let data7 = data.version;
if(typeof data7 === "string"){
if(!pattern12.test(data7)){
const err23 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_languages_input = validate36;
const schema47 = {"additionalProperties":false,"properties":{},"required":[],"type":"object"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_languages_output = validate37;
const schema48 = {"additionalProperties":false,"properties":{"languages":{"items":{"additionalProperties":false,"properties":{"code":{"description":"Value to pass as lang or language.","type":"string"},"is_default":{"type":"boolean"},"native_name":{"type":"string"},"url_prefix_pattern":{"description":"How page URLs in this language begin, e.g. /de/.","type":"string"}},"required":["code","is_default","native_name","url_prefix_pattern"],"type":"object"},"type":"array"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"}},"required":["languages","notes"],"type":"object"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.languages === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.notes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "languages") || (key0 === "notes"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.languages !== undefined){
let data0 = data.languages;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code === undefined){
const err3 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.is_default === undefined){
const err4 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "is_default"},message:"must have required property '"+"is_default"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.native_name === undefined){
const err5 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "native_name"},message:"must have required property '"+"native_name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.url_prefix_pattern === undefined){
const err6 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "url_prefix_pattern"},message:"must have required property '"+"url_prefix_pattern"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "code") || (key1 === "is_default")) || (key1 === "native_name")) || (key1 === "url_prefix_pattern"))){
const err7 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.code !== undefined){
if(typeof data1.code !== "string"){
const err8 = {instancePath:instancePath+"/languages/" + i0+"/code",schemaPath:"#/properties/languages/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.is_default !== undefined){
if(typeof data1.is_default !== "boolean"){
const err9 = {instancePath:instancePath+"/languages/" + i0+"/is_default",schemaPath:"#/properties/languages/items/properties/is_default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.native_name !== undefined){
if(typeof data1.native_name !== "string"){
const err10 = {instancePath:instancePath+"/languages/" + i0+"/native_name",schemaPath:"#/properties/languages/items/properties/native_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.url_prefix_pattern !== undefined){
if(typeof data1.url_prefix_pattern !== "string"){
const err11 = {instancePath:instancePath+"/languages/" + i0+"/url_prefix_pattern",schemaPath:"#/properties/languages/items/properties/url_prefix_pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.notes !== undefined){
let data6 = data.notes;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(typeof data6[i1] !== "string"){
const err14 = {instancePath:instancePath+"/notes/" + i1,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_routes_input = validate38;
const schema49 = {"additionalProperties":false,"properties":{"lang":{"default":"","description":"Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.","type":"string"},"language":{"default":"","description":"Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.","type":"string"},"limit":{"default":10,"description":"Most pages to return, 1 to 100 (default 10).","maximum":100,"minimum":1,"type":"integer"},"query":{"description":"Free text naming the origin and/or destination, e.g. 'Zurich to Sao Paulo'.","minLength":1,"type":"string"}},"required":["query"],"type":"object"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
data.lang = "";
}
if(data.language === undefined){
data.language = "";
}
if(data.limit === undefined){
data.limit = 10;
}
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "lang") || (key0 === "language")) || (key0 === "limit")) || (key0 === "query"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data.lang !== "string"){
const err2 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.language !== "string"){
const err3 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.query !== undefined){
let data3 = data.query;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err7 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_routes_output = validate39;
const schema50 = {"additionalProperties":false,"properties":{"lang":{"description":"Language the content is served in (the effective value of lang/language).","minLength":1,"type":"string"},"notes":{"description":"Why a value is null or missing. The service never fills a gap with an estimate.","items":{"type":"string"},"type":"array"},"query":{"type":"string"},"results":{"items":{"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"destination":{"additionalProperties":false,"properties":{"iata":{"description":"Three-letter IATA airport code, only when the page publishes it; otherwise null.","pattern":"^[A-Z]{3}$","type":["string","null"]},"name":{"description":"Place or airport name as published.","type":"string"}},"required":["iata","name"],"type":"object"},"language_variants":{"items":{"additionalProperties":false,"properties":{"lang":{"description":"Language code of the variant.","type":"string"},"url":{"description":"Canonical URL of the page in that language.","format":"uri","type":"string"}},"required":["lang","url"],"type":"object"},"type":"array"},"md_url":{"description":"URL of the page's published Markdown (.md) version, or null when none is published.","format":"uri","type":["string","null"]},"origin":{"additionalProperties":false,"properties":{"iata":{"description":"Three-letter IATA airport code, only when the page publishes it; otherwise null.","pattern":"^[A-Z]{3}$","type":["string","null"]},"name":{"description":"Place or airport name as published.","type":"string"}},"required":["iata","name"],"type":"object"},"sample":{"description":"True when the page belongs to the shipped sample set (data/freight, front matter sample: true) rather than published portal content.","type":"boolean"},"title":{"type":"string"}},"required":["canonical_url","destination","language_variants","md_url","origin","sample","title"],"type":"object"},"type":"array"}},"required":["lang","notes","query","results"],"type":"object"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.notes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.query === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.results === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "lang") || (key0 === "notes")) || (key0 === "query")) || (key0 === "results"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lang !== undefined){
let data0 = data.lang;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.notes !== undefined){
let data1 = data.notes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err7 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err9 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.results !== undefined){
let data4 = data.results;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.canonical_url === undefined){
const err10 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.destination === undefined){
const err11 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.language_variants === undefined){
const err12 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "language_variants"},message:"must have required property '"+"language_variants"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.md_url === undefined){
const err13 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.origin === undefined){
const err14 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.sample === undefined){
const err15 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.title === undefined){
const err16 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data5){
if(!(((((((key1 === "canonical_url") || (key1 === "destination")) || (key1 === "language_variants")) || (key1 === "md_url")) || (key1 === "origin")) || (key1 === "sample")) || (key1 === "title"))){
const err17 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.canonical_url !== undefined){
let data6 = data5.canonical_url;
if(typeof data6 === "string"){
if(!(formats2(data6))){
const err18 = {instancePath:instancePath+"/results/" + i1+"/canonical_url",schemaPath:"#/properties/results/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/results/" + i1+"/canonical_url",schemaPath:"#/properties/results/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.destination !== undefined){
let data7 = data5.destination;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.iata === undefined){
const err20 = {instancePath:instancePath+"/results/" + i1+"/destination",schemaPath:"#/properties/results/items/properties/destination/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.name === undefined){
const err21 = {instancePath:instancePath+"/results/" + i1+"/destination",schemaPath:"#/properties/results/items/properties/destination/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "iata") || (key2 === "name"))){
const err22 = {instancePath:instancePath+"/results/" + i1+"/destination",schemaPath:"#/properties/results/items/properties/destination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.iata !== undefined){
let data8 = data7.iata;
if((typeof data8 !== "string") && (data8 !== null)){
const err23 = {instancePath:instancePath+"/results/" + i1+"/destination/iata",schemaPath:"#/properties/results/items/properties/destination/properties/iata/type",keyword:"type",params:{type: schema50.properties.results.items.properties.destination.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err24 = {instancePath:instancePath+"/results/" + i1+"/destination/iata",schemaPath:"#/properties/results/items/properties/destination/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data7.name !== undefined){
if(typeof data7.name !== "string"){
const err25 = {instancePath:instancePath+"/results/" + i1+"/destination/name",schemaPath:"#/properties/results/items/properties/destination/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/results/" + i1+"/destination",schemaPath:"#/properties/results/items/properties/destination/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.language_variants !== undefined){
let data10 = data5.language_variants;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.lang === undefined){
const err27 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2,schemaPath:"#/properties/results/items/properties/language_variants/items/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.url === undefined){
const err28 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2,schemaPath:"#/properties/results/items/properties/language_variants/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "lang") || (key3 === "url"))){
const err29 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2,schemaPath:"#/properties/results/items/properties/language_variants/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.lang !== undefined){
if(typeof data11.lang !== "string"){
const err30 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2+"/lang",schemaPath:"#/properties/results/items/properties/language_variants/items/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data11.url !== undefined){
let data13 = data11.url;
if(typeof data13 === "string"){
if(!(formats2(data13))){
const err31 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2+"/url",schemaPath:"#/properties/results/items/properties/language_variants/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2+"/url",schemaPath:"#/properties/results/items/properties/language_variants/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/results/" + i1+"/language_variants/" + i2,schemaPath:"#/properties/results/items/properties/language_variants/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/results/" + i1+"/language_variants",schemaPath:"#/properties/results/items/properties/language_variants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data5.md_url !== undefined){
let data14 = data5.md_url;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/results/" + i1+"/md_url",schemaPath:"#/properties/results/items/properties/md_url/type",keyword:"type",params:{type: schema50.properties.results.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data14 === "string"){
if(!(formats2(data14))){
const err36 = {instancePath:instancePath+"/results/" + i1+"/md_url",schemaPath:"#/properties/results/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data5.origin !== undefined){
let data15 = data5.origin;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.iata === undefined){
const err37 = {instancePath:instancePath+"/results/" + i1+"/origin",schemaPath:"#/properties/results/items/properties/origin/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.name === undefined){
const err38 = {instancePath:instancePath+"/results/" + i1+"/origin",schemaPath:"#/properties/results/items/properties/origin/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "iata") || (key4 === "name"))){
const err39 = {instancePath:instancePath+"/results/" + i1+"/origin",schemaPath:"#/properties/results/items/properties/origin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.iata !== undefined){
let data16 = data15.iata;
if((typeof data16 !== "string") && (data16 !== null)){
const err40 = {instancePath:instancePath+"/results/" + i1+"/origin/iata",schemaPath:"#/properties/results/items/properties/origin/properties/iata/type",keyword:"type",params:{type: schema50.properties.results.items.properties.origin.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err41 = {instancePath:instancePath+"/results/" + i1+"/origin/iata",schemaPath:"#/properties/results/items/properties/origin/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err42 = {instancePath:instancePath+"/results/" + i1+"/origin/name",schemaPath:"#/properties/results/items/properties/origin/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/results/" + i1+"/origin",schemaPath:"#/properties/results/items/properties/origin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data5.sample !== undefined){
if(typeof data5.sample !== "boolean"){
const err44 = {instancePath:instancePath+"/results/" + i1+"/sample",schemaPath:"#/properties/results/items/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data5.title !== undefined){
if(typeof data5.title !== "string"){
const err45 = {instancePath:instancePath+"/results/" + i1+"/title",schemaPath:"#/properties/results/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/results/" + i1,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
