// Generated from spec/freight.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const create_inquiry_input = validate52;
const schema19 = {"additionalProperties":false,"properties":{"cargo_type":{"type":"string","default":""},"company":{"type":"string","default":""},"destination":{"minLength":1,"type":"string"},"dimensions":{"type":"string","default":""},"email":{"type":"string","default":""},"lang":{"type":"string","default":"en"},"language":{"type":"string","default":""},"name":{"type":"string","default":""},"origin":{"minLength":1,"type":"string"},"phone":{"type":"string","default":""},"pieces":{"type":"string","default":""},"service":{"type":"string","default":""},"shipping_date":{"type":"string","default":""},"test":{"type":"boolean","default":false},"weight":{"type":"string","default":""}},"required":["destination","origin"],"type":"object"};
const func1 = Object.prototype.hasOwnProperty;
const func2 = __ajv_dep0.default;

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
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
if(!(func1.call(schema19.properties, key0))){
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_airport_input = validate53;
const schema20 = {"$id":"urn:mcpforge:input:3059d70c23970278","additionalProperties":false,"properties":{"lang":{"type":"string","default":""},"language":{"type":"string","default":""},"query":{"minLength":1,"type":"string"}},"required":["query"],"type":"object"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:3059d70c23970278" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_company_info_input = validate54;
const schema21 = {"$id":"urn:mcpforge:input:b98cc8a748511597","additionalProperties":false,"properties":{"lang":{"type":"string","default":""},"language":{"type":"string","default":""}},"required":[],"type":"object"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:b98cc8a748511597" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_faq_input = validate55;
const schema22 = {"additionalProperties":false,"properties":{"lang":{"type":"string","default":""},"language":{"type":"string","default":""},"query":{"type":"string"},"topic":{"type":"string"}},"required":[],"type":"object"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const health_input = validate56;
const schema23 = {"$id":"urn:mcpforge:input:2cba5d3025005036","additionalProperties":false,"properties":{},"required":[],"type":"object"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:2cba5d3025005036" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
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
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_routes_input = validate57;
const schema24 = {"additionalProperties":false,"properties":{"lang":{"type":"string","default":""},"language":{"type":"string","default":""},"limit":{"maximum":100,"minimum":1,"type":"integer","default":10},"query":{"minLength":1,"type":"string"}},"required":["query"],"type":"object"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
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
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const create_inquiry_output = validate58;
const schema25 = {"additionalProperties":false,"properties":{"channel":{"const":"mcp","type":"string"},"delivery":{"enum":["held","queued"],"type":"string"},"lang":{"minLength":1,"type":"string"},"lead_uid":{"minLength":1,"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"submitted_at":{"format":"date-time","type":"string"}},"required":["channel","delivery","lang","lead_uid","notes","submitted_at"],"type":"object"};
const schema26 = {"$id":"urn:mcpforge:output:2a6d7578328a426f","items":{"type":"string"},"type":"array"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:2a6d7578328a426f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const formats0 = __ajv_dep1.fullFormats["date-time"];

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
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
if(data.delivery === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
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
if(data.lead_uid === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lead_uid"},message:"must have required property '"+"lead_uid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.notes === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.submitted_at === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submitted_at"},message:"must have required property '"+"submitted_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "channel") || (key0 === "delivery")) || (key0 === "lang")) || (key0 === "lead_uid")) || (key0 === "notes")) || (key0 === "submitted_at"))){
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
if(data.channel !== undefined){
let data0 = data.channel;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("mcp" !== data0){
const err8 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/const",keyword:"const",params:{allowedValue: "mcp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.delivery !== undefined){
let data1 = data.delivery;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data1 === "held") || (data1 === "queued"))){
const err10 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/enum",keyword:"enum",params:{allowedValues: schema25.properties.delivery.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.lang !== undefined){
let data2 = data.lang;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err11 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.lead_uid !== undefined){
let data3 = data.lead_uid;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err13 = {instancePath:instancePath+"/lead_uid",schemaPath:"#/properties/lead_uid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/lead_uid",schemaPath:"#/properties/lead_uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.submitted_at !== undefined){
let data5 = data.submitted_at;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err15 = {instancePath:instancePath+"/submitted_at",schemaPath:"#/properties/submitted_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err16 = {instancePath:instancePath+"/submitted_at",schemaPath:"#/properties/submitted_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_airport_output = validate61;
const schema27 = {"additionalProperties":false,"properties":{"alternatives":{"items":{"additionalProperties":false,"properties":{"city":{"type":"string"},"country":{"type":"string"},"iata":{"pattern":"^[A-Z]{3}$","type":"string"},"name":{"type":"string"}},"required":["city","country","iata","name"],"type":"object"},"type":"array"},"ambiguous":{"type":"boolean"},"canonical_url":{"format":"uri","type":"string"},"iata":{"pattern":"^[A-Z]{3}$","type":["string","null"]},"lang":{"minLength":1,"type":"string"},"linked_lanes":{"$ref":"urn:mcpforge:output:fc073e729e6fa215"},"markdown":{"type":"string"},"md_url":{"format":"uri","type":["string","null"]},"name":{"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"}},"required":["alternatives","ambiguous","canonical_url","iata","lang","linked_lanes","markdown","md_url","name","notes"],"type":"object"};
const pattern3 = new RegExp("^[A-Z]{3}$", "u");
const formats2 = __ajv_dep1.fullFormats.uri;
const schema28 = {"$id":"urn:mcpforge:output:fc073e729e6fa215","items":{"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"md_url":{"format":"uri","type":["string","null"]},"title":{"type":"string"}},"required":["canonical_url","md_url","title"],"type":"object"},"type":"array"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:fc073e729e6fa215" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.canonical_url === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.md_url === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.title === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "canonical_url") || (key0 === "md_url")) || (key0 === "title"))){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.canonical_url !== undefined){
let data1 = data0.canonical_url;
if(typeof data1 === "string"){
if(!(formats2(data1))){
const err4 = {instancePath:instancePath+"/" + i0+"/canonical_url",schemaPath:"#/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err5 = {instancePath:instancePath+"/" + i0+"/canonical_url",schemaPath:"#/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.md_url !== undefined){
let data2 = data0.md_url;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/" + i0+"/md_url",schemaPath:"#/items/properties/md_url/type",keyword:"type",params:{type: schema28.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data2 === "string"){
if(!(formats2(data2))){
const err7 = {instancePath:instancePath+"/" + i0+"/md_url",schemaPath:"#/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data0.title !== undefined){
if(typeof data0.title !== "string"){
const err8 = {instancePath:instancePath+"/" + i0+"/title",schemaPath:"#/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alternatives === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alternatives"},message:"must have required property '"+"alternatives"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ambiguous === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ambiguous"},message:"must have required property '"+"ambiguous"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.canonical_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.iata === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.lang === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.linked_lanes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "linked_lanes"},message:"must have required property '"+"linked_lanes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.markdown === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.md_url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.notes === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema27.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.alternatives !== undefined){
let data0 = data.alternatives;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.city === undefined){
const err11 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.country === undefined){
const err12 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.iata === undefined){
const err13 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.name === undefined){
const err14 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "city") || (key1 === "country")) || (key1 === "iata")) || (key1 === "name"))){
const err15 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.city !== undefined){
if(typeof data1.city !== "string"){
const err16 = {instancePath:instancePath+"/alternatives/" + i0+"/city",schemaPath:"#/properties/alternatives/items/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.country !== undefined){
if(typeof data1.country !== "string"){
const err17 = {instancePath:instancePath+"/alternatives/" + i0+"/country",schemaPath:"#/properties/alternatives/items/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data4 = data1.iata;
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err18 = {instancePath:instancePath+"/alternatives/" + i0+"/iata",schemaPath:"#/properties/alternatives/items/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
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
const err19 = {instancePath:instancePath+"/alternatives/" + i0+"/iata",schemaPath:"#/properties/alternatives/items/properties/iata/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err20 = {instancePath:instancePath+"/alternatives/" + i0+"/name",schemaPath:"#/properties/alternatives/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err22 = {instancePath:instancePath+"/alternatives",schemaPath:"#/properties/alternatives/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ambiguous !== undefined){
if(typeof data.ambiguous !== "boolean"){
const err23 = {instancePath:instancePath+"/ambiguous",schemaPath:"#/properties/ambiguous/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.canonical_url !== undefined){
let data7 = data.canonical_url;
if(typeof data7 === "string"){
if(!(formats2(data7))){
const err24 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.iata !== undefined){
let data8 = data.iata;
if((typeof data8 !== "string") && (data8 !== null)){
const err26 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/type",keyword:"type",params:{type: schema27.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data8 === "string"){
if(!pattern3.test(data8)){
const err27 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
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
if(data.lang !== undefined){
let data9 = data.lang;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err28 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.linked_lanes !== undefined){
if(!(validate62(data.linked_lanes, {instancePath:instancePath+"/linked_lanes",parentData:data,parentDataProperty:"linked_lanes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err30 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.md_url !== undefined){
let data12 = data.md_url;
if((typeof data12 !== "string") && (data12 !== null)){
const err31 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/type",keyword:"type",params:{type: schema27.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats2(data12))){
const err32 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err33 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_carrier_output = validate65;
const schema29 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"iata":{"pattern":"^[A-Z0-9]{2}$","type":["string","null"]},"lang":{"minLength":1,"type":"string"},"linked_lanes":{"$ref":"urn:mcpforge:output:fc073e729e6fa215"},"markdown":{"type":"string"},"md_url":{"format":"uri","type":["string","null"]},"name":{"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"}},"required":["canonical_url","iata","lang","linked_lanes","markdown","md_url","name","notes"],"type":"object"};
const pattern5 = new RegExp("^[A-Z0-9]{2}$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
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
const err11 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/type",keyword:"type",params:{type: schema29.properties.iata.type},message:"must be string,null"};
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
if(!(validate62(data.linked_lanes, {instancePath:instancePath+"/linked_lanes",parentData:data,parentDataProperty:"linked_lanes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err15 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.md_url !== undefined){
let data5 = data.md_url;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/type",keyword:"type",params:{type: schema29.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats2(data5))){
const err17 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_company_info_output = validate68;
const schema30 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":["string","null"]},"lang":{"minLength":1,"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"operating_company":{"additionalProperties":false,"properties":{"address":{"type":["string","null"]},"country":{"type":["string","null"]},"legal_name":{"type":"string"},"website":{"format":"uri","type":["string","null"]}},"required":["address","country","legal_name","website"],"type":"object"},"portal":{"additionalProperties":false,"properties":{"contact_email":{"type":["string","null"]},"contact_form_url":{"format":"uri","type":["string","null"]},"name":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["contact_email","contact_form_url","name","url"],"type":"object"},"verified_on":{"$ref":"urn:mcpforge:output:919d1046b5162e22"}},"required":["canonical_url","lang","notes","operating_company","portal","verified_on"],"type":"object"};
const schema31 = {"$id":"urn:mcpforge:output:919d1046b5162e22","anyOf":[{"format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","type":"string"},{"type":"null"}]};
const formats22 = __ajv_dep1.fullFormats.date;
const pattern6 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:919d1046b5162e22" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(!pattern6.test(data)){
const err0 = {instancePath,schemaPath:"#/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats22.validate(data))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data !== null){
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
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
const err7 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema30.properties.canonical_url.type},message:"must be string,null"};
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
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.operating_company !== undefined){
let data3 = data.operating_company;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.address === undefined){
const err11 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.country === undefined){
const err12 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.legal_name === undefined){
const err13 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "legal_name"},message:"must have required property '"+"legal_name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.website === undefined){
const err14 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/required",keyword:"required",params:{missingProperty: "website"},message:"must have required property '"+"website"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "address") || (key1 === "country")) || (key1 === "legal_name")) || (key1 === "website"))){
const err15 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.address !== undefined){
let data4 = data3.address;
if((typeof data4 !== "string") && (data4 !== null)){
const err16 = {instancePath:instancePath+"/operating_company/address",schemaPath:"#/properties/operating_company/properties/address/type",keyword:"type",params:{type: schema30.properties.operating_company.properties.address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.country !== undefined){
let data5 = data3.country;
if((typeof data5 !== "string") && (data5 !== null)){
const err17 = {instancePath:instancePath+"/operating_company/country",schemaPath:"#/properties/operating_company/properties/country/type",keyword:"type",params:{type: schema30.properties.operating_company.properties.country.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.legal_name !== undefined){
if(typeof data3.legal_name !== "string"){
const err18 = {instancePath:instancePath+"/operating_company/legal_name",schemaPath:"#/properties/operating_company/properties/legal_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.website !== undefined){
let data7 = data3.website;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/operating_company/website",schemaPath:"#/properties/operating_company/properties/website/type",keyword:"type",params:{type: schema30.properties.operating_company.properties.website.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats2(data7))){
const err20 = {instancePath:instancePath+"/operating_company/website",schemaPath:"#/properties/operating_company/properties/website/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err21 = {instancePath:instancePath+"/operating_company",schemaPath:"#/properties/operating_company/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.portal !== undefined){
let data8 = data.portal;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.contact_email === undefined){
const err22 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "contact_email"},message:"must have required property '"+"contact_email"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.contact_form_url === undefined){
const err23 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "contact_form_url"},message:"must have required property '"+"contact_form_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.name === undefined){
const err24 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.url === undefined){
const err25 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data8){
if(!((((key2 === "contact_email") || (key2 === "contact_form_url")) || (key2 === "name")) || (key2 === "url"))){
const err26 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.contact_email !== undefined){
let data9 = data8.contact_email;
if((typeof data9 !== "string") && (data9 !== null)){
const err27 = {instancePath:instancePath+"/portal/contact_email",schemaPath:"#/properties/portal/properties/contact_email/type",keyword:"type",params:{type: schema30.properties.portal.properties.contact_email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.contact_form_url !== undefined){
let data10 = data8.contact_form_url;
if((typeof data10 !== "string") && (data10 !== null)){
const err28 = {instancePath:instancePath+"/portal/contact_form_url",schemaPath:"#/properties/portal/properties/contact_form_url/type",keyword:"type",params:{type: schema30.properties.portal.properties.contact_form_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data10 === "string"){
if(!(formats2(data10))){
const err29 = {instancePath:instancePath+"/portal/contact_form_url",schemaPath:"#/properties/portal/properties/contact_form_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data8.name !== undefined){
if(typeof data8.name !== "string"){
const err30 = {instancePath:instancePath+"/portal/name",schemaPath:"#/properties/portal/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.url !== undefined){
let data12 = data8.url;
if(typeof data12 === "string"){
if(!(formats2(data12))){
const err31 = {instancePath:instancePath+"/portal/url",schemaPath:"#/properties/portal/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err32 = {instancePath:instancePath+"/portal/url",schemaPath:"#/properties/portal/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.verified_on !== undefined){
if(!(validate70(data.verified_on, {instancePath:instancePath+"/verified_on",parentData:data,parentDataProperty:"verified_on",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_faq_output = validate72;
const schema32 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"filtered":{"type":"boolean"},"lang":{"minLength":1,"type":"string"},"markdown":{"type":"string"},"matched_lines":{"minimum":0,"type":"integer"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"}},"required":["canonical_url","filtered","lang","markdown","matched_lines","notes"],"type":"object"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
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
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rate_reference_output = validate74;
const schema33 = {"additionalProperties":false,"properties":{"lang":{"minLength":1,"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"pages":{"items":{"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"kind":{"enum":["rate_reference","methodology","data_sources"],"type":"string"},"markdown":{"type":"string"},"md_url":{"format":"uri","type":["string","null"]},"published_on":{"$ref":"urn:mcpforge:output:919d1046b5162e22"},"title":{"type":"string"}},"required":["canonical_url","kind","markdown","md_url","published_on","title"],"type":"object"},"type":"array"}},"required":["lang","notes","pages"],"type":"object"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
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
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
let data2 = data.pages;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.canonical_url === undefined){
const err6 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.kind === undefined){
const err7 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.markdown === undefined){
const err8 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "markdown"},message:"must have required property '"+"markdown"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.md_url === undefined){
const err9 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.published_on === undefined){
const err10 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "published_on"},message:"must have required property '"+"published_on"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.title === undefined){
const err11 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "canonical_url") || (key1 === "kind")) || (key1 === "markdown")) || (key1 === "md_url")) || (key1 === "published_on")) || (key1 === "title"))){
const err12 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.canonical_url !== undefined){
let data4 = data3.canonical_url;
if(typeof data4 === "string"){
if(!(formats2(data4))){
const err13 = {instancePath:instancePath+"/pages/" + i0+"/canonical_url",schemaPath:"#/properties/pages/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err14 = {instancePath:instancePath+"/pages/" + i0+"/canonical_url",schemaPath:"#/properties/pages/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.kind !== undefined){
let data5 = data3.kind;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/pages/" + i0+"/kind",schemaPath:"#/properties/pages/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data5 === "rate_reference") || (data5 === "methodology")) || (data5 === "data_sources"))){
const err16 = {instancePath:instancePath+"/pages/" + i0+"/kind",schemaPath:"#/properties/pages/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema33.properties.pages.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.markdown !== undefined){
if(typeof data3.markdown !== "string"){
const err17 = {instancePath:instancePath+"/pages/" + i0+"/markdown",schemaPath:"#/properties/pages/items/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.md_url !== undefined){
let data7 = data3.md_url;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/pages/" + i0+"/md_url",schemaPath:"#/properties/pages/items/properties/md_url/type",keyword:"type",params:{type: schema33.properties.pages.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats2(data7))){
const err19 = {instancePath:instancePath+"/pages/" + i0+"/md_url",schemaPath:"#/properties/pages/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data3.published_on !== undefined){
if(!(validate70(data3.published_on, {instancePath:instancePath+"/pages/" + i0+"/published_on",parentData:data3,parentDataProperty:"published_on",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
if(data3.title !== undefined){
if(typeof data3.title !== "string"){
const err20 = {instancePath:instancePath+"/pages/" + i0+"/title",schemaPath:"#/properties/pages/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err22 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_route_output = validate77;
const schema34 = {"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"destination":{"$ref":"urn:mcpforge:output:c9fbce94b872903f"},"iata_evidence":{"items":{"additionalProperties":false,"properties":{"airport_name":{"type":"string"},"evidence":{"type":"string"},"iata":{"pattern":"^[A-Z]{3}$","type":"string"},"source_url":{"format":"uri","type":["string","null"]}},"required":["airport_name","evidence","iata","source_url"],"type":"object"},"type":"array"},"lang":{"minLength":1,"type":"string"},"language_variants":{"$ref":"urn:mcpforge:output:c8ef1889e3653b28"},"markdown":{"type":"string"},"md_url":{"format":"uri","type":["string","null"]},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"origin":{"$ref":"urn:mcpforge:output:c9fbce94b872903f"},"title":{"type":"string"},"transit_wording":{"type":["string","null"]},"typical_carriers":{"items":{"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":["string","null"]},"iata":{"pattern":"^[A-Z0-9]{2}$","type":["string","null"]},"name":{"type":"string"}},"required":["canonical_url","iata","name"],"type":"object"},"type":"array"}},"required":["canonical_url","destination","iata_evidence","lang","language_variants","markdown","md_url","notes","origin","title","transit_wording","typical_carriers"],"type":"object"};
const schema35 = {"$id":"urn:mcpforge:output:c9fbce94b872903f","additionalProperties":false,"properties":{"iata":{"pattern":"^[A-Z]{3}$","type":["string","null"]},"name":{"type":"string"}},"required":["iata","name"],"type":"object"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:c9fbce94b872903f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.iata === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "iata") || (key0 === "name"))){
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
if(data.iata !== undefined){
let data0 = data.iata;
if((typeof data0 !== "string") && (data0 !== null)){
const err3 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/type",keyword:"type",params:{type: schema35.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err4 = {instancePath:instancePath+"/iata",schemaPath:"#/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"$id":"urn:mcpforge:output:c8ef1889e3653b28","items":{"additionalProperties":false,"properties":{"lang":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["lang","url"],"type":"object"},"type":"array"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:c8ef1889e3653b28" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.lang === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.url === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
if(!((key0 === "lang") || (key0 === "url"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.lang !== undefined){
if(typeof data0.lang !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/lang",schemaPath:"#/items/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.url !== undefined){
let data2 = data0.url;
if(typeof data2 === "string"){
if(!(formats2(data2))){
const err4 = {instancePath:instancePath+"/" + i0+"/url",schemaPath:"#/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err5 = {instancePath:instancePath+"/" + i0+"/url",schemaPath:"#/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
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
if(!(func1.call(schema34.properties, key0))){
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
if(!(validate78(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data.iata_evidence !== undefined){
let data2 = data.iata_evidence;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.airport_name === undefined){
const err15 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "airport_name"},message:"must have required property '"+"airport_name"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.evidence === undefined){
const err16 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.iata === undefined){
const err17 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.source_url === undefined){
const err18 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "airport_name") || (key1 === "evidence")) || (key1 === "iata")) || (key1 === "source_url"))){
const err19 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.airport_name !== undefined){
if(typeof data3.airport_name !== "string"){
const err20 = {instancePath:instancePath+"/iata_evidence/" + i0+"/airport_name",schemaPath:"#/properties/iata_evidence/items/properties/airport_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.evidence !== undefined){
if(typeof data3.evidence !== "string"){
const err21 = {instancePath:instancePath+"/iata_evidence/" + i0+"/evidence",schemaPath:"#/properties/iata_evidence/items/properties/evidence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.iata !== undefined){
let data6 = data3.iata;
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
const err22 = {instancePath:instancePath+"/iata_evidence/" + i0+"/iata",schemaPath:"#/properties/iata_evidence/items/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/iata_evidence/" + i0+"/iata",schemaPath:"#/properties/iata_evidence/items/properties/iata/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.source_url !== undefined){
let data7 = data3.source_url;
if((typeof data7 !== "string") && (data7 !== null)){
const err24 = {instancePath:instancePath+"/iata_evidence/" + i0+"/source_url",schemaPath:"#/properties/iata_evidence/items/properties/source_url/type",keyword:"type",params:{type: schema34.properties.iata_evidence.items.properties.source_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats2(data7))){
const err25 = {instancePath:instancePath+"/iata_evidence/" + i0+"/source_url",schemaPath:"#/properties/iata_evidence/items/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/iata_evidence/" + i0,schemaPath:"#/properties/iata_evidence/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/iata_evidence",schemaPath:"#/properties/iata_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.lang !== undefined){
let data8 = data.lang;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err28 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.language_variants !== undefined){
if(!(validate80(data.language_variants, {instancePath:instancePath+"/language_variants",parentData:data,parentDataProperty:"language_variants",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data.markdown !== undefined){
if(typeof data.markdown !== "string"){
const err30 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.md_url !== undefined){
let data11 = data.md_url;
if((typeof data11 !== "string") && (data11 !== null)){
const err31 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/type",keyword:"type",params:{type: schema34.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data11 === "string"){
if(!(formats2(data11))){
const err32 = {instancePath:instancePath+"/md_url",schemaPath:"#/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data.notes !== undefined){
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.origin !== undefined){
if(!(validate78(data.origin, {instancePath:instancePath+"/origin",parentData:data,parentDataProperty:"origin",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err33 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.transit_wording !== undefined){
let data15 = data.transit_wording;
if((typeof data15 !== "string") && (data15 !== null)){
const err34 = {instancePath:instancePath+"/transit_wording",schemaPath:"#/properties/transit_wording/type",keyword:"type",params:{type: schema34.properties.transit_wording.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.typical_carriers !== undefined){
let data16 = data.typical_carriers;
if(Array.isArray(data16)){
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.canonical_url === undefined){
const err35 = {instancePath:instancePath+"/typical_carriers/" + i1,schemaPath:"#/properties/typical_carriers/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data17.iata === undefined){
const err36 = {instancePath:instancePath+"/typical_carriers/" + i1,schemaPath:"#/properties/typical_carriers/items/required",keyword:"required",params:{missingProperty: "iata"},message:"must have required property '"+"iata"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data17.name === undefined){
const err37 = {instancePath:instancePath+"/typical_carriers/" + i1,schemaPath:"#/properties/typical_carriers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key2 in data17){
if(!(((key2 === "canonical_url") || (key2 === "iata")) || (key2 === "name"))){
const err38 = {instancePath:instancePath+"/typical_carriers/" + i1,schemaPath:"#/properties/typical_carriers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data17.canonical_url !== undefined){
let data18 = data17.canonical_url;
if((typeof data18 !== "string") && (data18 !== null)){
const err39 = {instancePath:instancePath+"/typical_carriers/" + i1+"/canonical_url",schemaPath:"#/properties/typical_carriers/items/properties/canonical_url/type",keyword:"type",params:{type: schema34.properties.typical_carriers.items.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data18 === "string"){
if(!(formats2(data18))){
const err40 = {instancePath:instancePath+"/typical_carriers/" + i1+"/canonical_url",schemaPath:"#/properties/typical_carriers/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data17.iata !== undefined){
let data19 = data17.iata;
if((typeof data19 !== "string") && (data19 !== null)){
const err41 = {instancePath:instancePath+"/typical_carriers/" + i1+"/iata",schemaPath:"#/properties/typical_carriers/items/properties/iata/type",keyword:"type",params:{type: schema34.properties.typical_carriers.items.properties.iata.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err42 = {instancePath:instancePath+"/typical_carriers/" + i1+"/iata",schemaPath:"#/properties/typical_carriers/items/properties/iata/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2}$"},message:"must match pattern \""+"^[A-Z0-9]{2}$"+"\""};
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
if(data17.name !== undefined){
if(typeof data17.name !== "string"){
const err43 = {instancePath:instancePath+"/typical_carriers/" + i1+"/name",schemaPath:"#/properties/typical_carriers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err44 = {instancePath:instancePath+"/typical_carriers/" + i1,schemaPath:"#/properties/typical_carriers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/typical_carriers",schemaPath:"#/properties/typical_carriers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const health_output = validate84;
const schema37 = {"additionalProperties":false,"properties":{"checked_at":{"format":"date-time","type":"string"},"status":{"enum":["ok","degraded"],"type":"string"},"validated_counts":{"additionalProperties":false,"properties":{"airports":{"minimum":0,"type":"integer"},"carriers":{"minimum":0,"type":"integer"},"languages":{"minimum":0,"type":"integer"},"routes":{"minimum":0,"type":"integer"}},"required":["airports","carriers","languages","routes"],"type":"object"},"version":{"pattern":"^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$","type":"string"}},"required":["checked_at","status","validated_counts","version"],"type":"object"};
const pattern10 = new RegExp("^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$", "u");

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
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
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema37.properties.status.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern10.test(data7)){
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
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_languages_output = validate85;
const schema38 = {"additionalProperties":false,"properties":{"languages":{"items":{"additionalProperties":false,"properties":{"code":{"type":"string"},"is_default":{"type":"boolean"},"native_name":{"type":"string"},"url_prefix_pattern":{"type":"string"}},"required":["code","is_default","native_name","url_prefix_pattern"],"type":"object"},"type":"array"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"}},"required":["languages","notes"],"type":"object"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
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
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_routes_output = validate87;
const schema39 = {"additionalProperties":false,"properties":{"hint":{"type":["string","null"]},"lang":{"minLength":1,"type":"string"},"match":{"enum":["strong","partial","none"],"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"query":{"type":"string"},"results":{"items":{"additionalProperties":false,"properties":{"canonical_url":{"format":"uri","type":"string"},"destination":{"$ref":"urn:mcpforge:output:c9fbce94b872903f"},"language_variants":{"$ref":"urn:mcpforge:output:c8ef1889e3653b28"},"matched":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"md_url":{"format":"uri","type":["string","null"]},"origin":{"$ref":"urn:mcpforge:output:c9fbce94b872903f"},"sample":{"type":"boolean"},"score":{"maximum":1,"minimum":0,"type":"number"},"title":{"type":"string"}},"required":["canonical_url","destination","language_variants","matched","md_url","origin","sample","score","title"],"type":"object"},"type":"array"}},"required":["hint","lang","match","notes","query","results"],"type":"object"};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hint === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hint"},message:"must have required property '"+"hint"+"'"};
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
if(data.match === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.notes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.query === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.results === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "hint") || (key0 === "lang")) || (key0 === "match")) || (key0 === "notes")) || (key0 === "query")) || (key0 === "results"))){
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
if(data.hint !== undefined){
let data0 = data.hint;
if((typeof data0 !== "string") && (data0 !== null)){
const err7 = {instancePath:instancePath+"/hint",schemaPath:"#/properties/hint/type",keyword:"type",params:{type: schema39.properties.hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.lang !== undefined){
let data1 = data.lang;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.match !== undefined){
let data2 = data.match;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data2 === "strong") || (data2 === "partial")) || (data2 === "none"))){
const err11 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/enum",keyword:"enum",params:{allowedValues: schema39.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate59(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err12 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.results !== undefined){
let data5 = data.results;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.canonical_url === undefined){
const err13 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.destination === undefined){
const err14 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.language_variants === undefined){
const err15 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "language_variants"},message:"must have required property '"+"language_variants"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.matched === undefined){
const err16 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "matched"},message:"must have required property '"+"matched"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.md_url === undefined){
const err17 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "md_url"},message:"must have required property '"+"md_url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.origin === undefined){
const err18 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.sample === undefined){
const err19 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.score === undefined){
const err20 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "score"},message:"must have required property '"+"score"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.title === undefined){
const err21 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data6){
if(!(func1.call(schema39.properties.results.items.properties, key1))){
const err22 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.canonical_url !== undefined){
let data7 = data6.canonical_url;
if(typeof data7 === "string"){
if(!(formats2(data7))){
const err23 = {instancePath:instancePath+"/results/" + i0+"/canonical_url",schemaPath:"#/properties/results/items/properties/canonical_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err24 = {instancePath:instancePath+"/results/" + i0+"/canonical_url",schemaPath:"#/properties/results/items/properties/canonical_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.destination !== undefined){
if(!(validate78(data6.destination, {instancePath:instancePath+"/results/" + i0+"/destination",parentData:data6,parentDataProperty:"destination",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data6.language_variants !== undefined){
if(!(validate80(data6.language_variants, {instancePath:instancePath+"/results/" + i0+"/language_variants",parentData:data6,parentDataProperty:"language_variants",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data6.matched !== undefined){
if(!(validate59(data6.matched, {instancePath:instancePath+"/results/" + i0+"/matched",parentData:data6,parentDataProperty:"matched",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data6.md_url !== undefined){
let data11 = data6.md_url;
if((typeof data11 !== "string") && (data11 !== null)){
const err25 = {instancePath:instancePath+"/results/" + i0+"/md_url",schemaPath:"#/properties/results/items/properties/md_url/type",keyword:"type",params:{type: schema39.properties.results.items.properties.md_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data11 === "string"){
if(!(formats2(data11))){
const err26 = {instancePath:instancePath+"/results/" + i0+"/md_url",schemaPath:"#/properties/results/items/properties/md_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data6.origin !== undefined){
if(!(validate78(data6.origin, {instancePath:instancePath+"/results/" + i0+"/origin",parentData:data6,parentDataProperty:"origin",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data6.sample !== undefined){
if(typeof data6.sample !== "boolean"){
const err27 = {instancePath:instancePath+"/results/" + i0+"/sample",schemaPath:"#/properties/results/items/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.score !== undefined){
let data14 = data6.score;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1 || isNaN(data14)){
const err28 = {instancePath:instancePath+"/results/" + i0+"/score",schemaPath:"#/properties/results/items/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/results/" + i0+"/score",schemaPath:"#/properties/results/items/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err30 = {instancePath:instancePath+"/results/" + i0+"/score",schemaPath:"#/properties/results/items/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.title !== undefined){
if(typeof data6.title !== "string"){
const err31 = {instancePath:instancePath+"/results/" + i0+"/title",schemaPath:"#/properties/results/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err32 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_carrier_input = get_airport_input;
export const get_rate_reference_input = get_company_info_input;
export const get_route_input = get_airport_input;
export const list_languages_input = health_input;
