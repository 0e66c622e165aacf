// Generated from spec/payments.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv-formats/dist/formats";
import * as __ajv_dep1 from "ajv/dist/runtime/ucs2length";

export const base_balance_input = validate52;
const schema19 = {"additionalProperties":false,"properties":{"address":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"}},"required":["address"],"type":"object"};
const pattern3 = new RegExp("^0x[a-fA-F0-9]{40}$", "u");

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
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "address")){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const batch_check_urls_input = validate53;
const schema20 = {"additionalProperties":false,"properties":{"expectedStatus":{"maximum":599,"minimum":100,"type":"integer"},"urls":{"items":{"format":"uri","pattern":"^https?://","type":"string"},"maxItems":10,"minItems":1,"type":"array"}},"required":["urls"],"type":"object"};
const formats0 = __ajv_dep0.fullFormats.uri;
const pattern4 = new RegExp("^https?://", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.urls === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "urls"},message:"must have required property '"+"urls"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "expectedStatus") || (key0 === "urls"))){
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
if(data.expectedStatus !== undefined){
let data0 = data.expectedStatus;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 599 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 100 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.urls !== undefined){
let data1 = data.urls;
if(Array.isArray(data1)){
if(data1.length > 10){
const err5 = {instancePath:instancePath+"/urls",schemaPath:"#/properties/urls/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/urls",schemaPath:"#/properties/urls/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/urls/" + i0,schemaPath:"#/properties/urls/items/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0(data2))){
const err8 = {instancePath:instancePath+"/urls/" + i0,schemaPath:"#/properties/urls/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err9 = {instancePath:instancePath+"/urls/" + i0,schemaPath:"#/properties/urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/urls",schemaPath:"#/properties/urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const check_url_input = validate54;
const schema21 = {"additionalProperties":false,"properties":{"expectedStatus":{"maximum":599,"minimum":100,"type":"integer"},"url":{"format":"uri","type":"string"}},"required":["url"],"type":"object"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "expectedStatus") || (key0 === "url"))){
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
if(data.expectedStatus !== undefined){
let data0 = data.expectedStatus;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 599 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 100 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(!(formats0(data1))){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_audit_input = validate55;
const schema22 = {"additionalProperties":false,"properties":{"excludePayers":{"$ref":"urn:mcpforge:input:875497c5748c6d46"},"payTo":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"queries":{"items":{"maxLength":100,"minLength":2,"type":"string"},"maxItems":5,"minItems":1,"type":"array"}},"required":["payTo","queries"],"type":"object"};
const schema23 = {"$id":"urn:mcpforge:input:875497c5748c6d46","items":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"maxItems":10,"type":"array"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:875497c5748c6d46" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 10){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const func1 = __ajv_dep1.default;

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
if(data.payTo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payTo"},message:"must have required property '"+"payTo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queries === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queries"},message:"must have required property '"+"queries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "excludePayers") || (key0 === "payTo")) || (key0 === "queries"))){
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
if(data.excludePayers !== undefined){
if(!(validate56(data.excludePayers, {instancePath:instancePath+"/excludePayers",parentData:data,parentDataProperty:"excludePayers",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.payTo !== undefined){
let data1 = data.payTo;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err3 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.queries !== undefined){
let data2 = data.queries;
if(Array.isArray(data2)){
if(data2.length > 5){
const err5 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.length < 1){
const err6 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err7 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 2){
const err8 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err9 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_snapshot_input = validate58;
const schema24 = {"additionalProperties":false,"properties":{"excludePayers":{"$ref":"urn:mcpforge:input:875497c5748c6d46"},"payTo":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"queries":{"items":{"maxLength":100,"minLength":2,"type":"string"},"maxItems":3,"minItems":1,"type":"array"}},"required":["payTo","queries"],"type":"object"};

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
if(data.payTo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payTo"},message:"must have required property '"+"payTo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queries === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queries"},message:"must have required property '"+"queries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "excludePayers") || (key0 === "payTo")) || (key0 === "queries"))){
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
if(data.excludePayers !== undefined){
if(!(validate56(data.excludePayers, {instancePath:instancePath+"/excludePayers",parentData:data,parentDataProperty:"excludePayers",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.payTo !== undefined){
let data1 = data.payTo;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err3 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.queries !== undefined){
let data2 = data.queries;
if(Array.isArray(data2)){
if(data2.length > 3){
const err5 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.length < 1){
const err6 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err7 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 2){
const err8 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err9 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const payment_guard_input = validate60;
const schema25 = {"additionalProperties":false,"properties":{"expectedPayTo":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"maxAmountUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"minGasReserveEth":{"pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"payerAddress":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"serviceUrl":{"format":"uri","pattern":"^https://","type":"string"}},"required":["maxAmountUsdc","payerAddress","serviceUrl"],"type":"object"};
const pattern9 = new RegExp("^[0-9]+(\\.[0-9]{1,6})?$", "u");
const pattern10 = new RegExp("^[0-9]+(\\.[0-9]{1,18})?$", "u");
const pattern12 = new RegExp("^https://", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.maxAmountUsdc === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "maxAmountUsdc"},message:"must have required property '"+"maxAmountUsdc"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payerAddress === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payerAddress"},message:"must have required property '"+"payerAddress"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.serviceUrl === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceUrl"},message:"must have required property '"+"serviceUrl"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "expectedPayTo") || (key0 === "maxAmountUsdc")) || (key0 === "minGasReserveEth")) || (key0 === "payerAddress")) || (key0 === "serviceUrl"))){
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
if(data.expectedPayTo !== undefined){
let data0 = data.expectedPayTo;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err4 = {instancePath:instancePath+"/expectedPayTo",schemaPath:"#/properties/expectedPayTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err5 = {instancePath:instancePath+"/expectedPayTo",schemaPath:"#/properties/expectedPayTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.maxAmountUsdc !== undefined){
let data1 = data.maxAmountUsdc;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err6 = {instancePath:instancePath+"/maxAmountUsdc",schemaPath:"#/properties/maxAmountUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/maxAmountUsdc",schemaPath:"#/properties/maxAmountUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.minGasReserveEth !== undefined){
let data2 = data.minGasReserveEth;
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err8 = {instancePath:instancePath+"/minGasReserveEth",schemaPath:"#/properties/minGasReserveEth/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,18})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,18})?$"+"\""};
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
const err9 = {instancePath:instancePath+"/minGasReserveEth",schemaPath:"#/properties/minGasReserveEth/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.payerAddress !== undefined){
let data3 = data.payerAddress;
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
const err10 = {instancePath:instancePath+"/payerAddress",schemaPath:"#/properties/payerAddress/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err11 = {instancePath:instancePath+"/payerAddress",schemaPath:"#/properties/payerAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.serviceUrl !== undefined){
let data4 = data.serviceUrl;
if(typeof data4 === "string"){
if(!pattern12.test(data4)){
const err12 = {instancePath:instancePath+"/serviceUrl",schemaPath:"#/properties/serviceUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0(data4))){
const err13 = {instancePath:instancePath+"/serviceUrl",schemaPath:"#/properties/serviceUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err14 = {instancePath:instancePath+"/serviceUrl",schemaPath:"#/properties/serviceUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_tool_input = validate61;
const schema26 = {"additionalProperties":false,"properties":{"goal":{"maxLength":400,"minLength":3,"type":"string"},"maxPriceUsd":{"maximum":10,"minimum":0.001,"type":"number"}},"required":["goal"],"type":"object"};

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
if(data.goal === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "goal"},message:"must have required property '"+"goal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "goal") || (key0 === "maxPriceUsd"))){
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
if(data.goal !== undefined){
let data0 = data.goal;
if(typeof data0 === "string"){
if(func1(data0) > 400){
const err2 = {instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 3){
const err3 = {instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.maxPriceUsd !== undefined){
let data1 = data.maxPriceUsd;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/maxPriceUsd",schemaPath:"#/properties/maxPriceUsd/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0.001 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/maxPriceUsd",schemaPath:"#/properties/maxPriceUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.001},message:"must be >= 0.001"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/maxPriceUsd",schemaPath:"#/properties/maxPriceUsd/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const treasury_preflight_input = validate62;
const schema27 = {"additionalProperties":false,"properties":{"address":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"destinationAddress":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"expectedChainId":{"const":8453,"type":"number"},"minGasReserveEth":{"pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"plannedSpendUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["address"],"type":"object"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "address") || (key0 === "destinationAddress")) || (key0 === "expectedChainId")) || (key0 === "minGasReserveEth")) || (key0 === "plannedSpendUsdc"))){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.destinationAddress !== undefined){
let data1 = data.destinationAddress;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err4 = {instancePath:instancePath+"/destinationAddress",schemaPath:"#/properties/destinationAddress/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err5 = {instancePath:instancePath+"/destinationAddress",schemaPath:"#/properties/destinationAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.expectedChainId !== undefined){
let data2 = data.expectedChainId;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/expectedChainId",schemaPath:"#/properties/expectedChainId/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(8453 !== data2){
const err7 = {instancePath:instancePath+"/expectedChainId",schemaPath:"#/properties/expectedChainId/const",keyword:"const",params:{allowedValue: 8453},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.minGasReserveEth !== undefined){
let data3 = data.minGasReserveEth;
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err8 = {instancePath:instancePath+"/minGasReserveEth",schemaPath:"#/properties/minGasReserveEth/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,18})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,18})?$"+"\""};
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
const err9 = {instancePath:instancePath+"/minGasReserveEth",schemaPath:"#/properties/minGasReserveEth/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.plannedSpendUsdc !== undefined){
let data4 = data.plannedSpendUsdc;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err10 = {instancePath:instancePath+"/plannedSpendUsdc",schemaPath:"#/properties/plannedSpendUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
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
const err11 = {instancePath:instancePath+"/plannedSpendUsdc",schemaPath:"#/properties/plannedSpendUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_web_evidence_input = validate63;
const schema28 = {"additionalProperties":false,"properties":{"expectedStatus":{"maximum":599,"minimum":100,"type":"integer"},"expectedText":{"maxLength":500,"type":"string"},"url":{"format":"uri","pattern":"^https?://","type":"string"}},"required":["url"],"type":"object"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "expectedStatus") || (key0 === "expectedText")) || (key0 === "url"))){
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
if(data.expectedStatus !== undefined){
let data0 = data.expectedStatus;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 599 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 100 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/expectedStatus",schemaPath:"#/properties/expectedStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.expectedText !== undefined){
let data1 = data.expectedText;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err5 = {instancePath:instancePath+"/expectedText",schemaPath:"#/properties/expectedText/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err6 = {instancePath:instancePath+"/expectedText",schemaPath:"#/properties/expectedText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0(data2))){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const base_balance_output = validate64;
const schema29 = {"additionalProperties":false,"properties":{"address":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"blockNumber":{"minimum":0,"type":"integer"},"chainId":{"const":8453,"type":"integer"},"ethBalance":{"pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"observedAt":{"format":"date-time","type":"string"},"usdcBalance":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["address","blockNumber","chainId","ethBalance","observedAt","usdcBalance"],"type":"object"};
const formats8 = __ajv_dep0.fullFormats["date-time"];

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.blockNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blockNumber"},message:"must have required property '"+"blockNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainId"},message:"must have required property '"+"chainId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ethBalance === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ethBalance"},message:"must have required property '"+"ethBalance"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.observedAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observedAt"},message:"must have required property '"+"observedAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.usdcBalance === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdcBalance"},message:"must have required property '"+"usdcBalance"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "address") || (key0 === "blockNumber")) || (key0 === "chainId")) || (key0 === "ethBalance")) || (key0 === "observedAt")) || (key0 === "usdcBalance"))){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.blockNumber !== undefined){
let data1 = data.blockNumber;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.chainId !== undefined){
let data2 = data.chainId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/chainId",schemaPath:"#/properties/chainId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(8453 !== data2){
const err12 = {instancePath:instancePath+"/chainId",schemaPath:"#/properties/chainId/const",keyword:"const",params:{allowedValue: 8453},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.ethBalance !== undefined){
let data3 = data.ethBalance;
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err13 = {instancePath:instancePath+"/ethBalance",schemaPath:"#/properties/ethBalance/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,18})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,18})?$"+"\""};
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
const err14 = {instancePath:instancePath+"/ethBalance",schemaPath:"#/properties/ethBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.observedAt !== undefined){
let data4 = data.observedAt;
if(typeof data4 === "string"){
if(!(formats8.validate(data4))){
const err15 = {instancePath:instancePath+"/observedAt",schemaPath:"#/properties/observedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err16 = {instancePath:instancePath+"/observedAt",schemaPath:"#/properties/observedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.usdcBalance !== undefined){
let data5 = data.usdcBalance;
if(typeof data5 === "string"){
if(!pattern9.test(data5)){
const err17 = {instancePath:instancePath+"/usdcBalance",schemaPath:"#/properties/usdcBalance/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/usdcBalance",schemaPath:"#/properties/usdcBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const batch_check_urls_output = validate65;
const schema30 = {"additionalProperties":false,"properties":{"checkedCount":{"maximum":10,"minimum":1,"type":"integer"},"failedCount":{"maximum":10,"minimum":0,"type":"integer"},"results":{"items":{"$ref":"urn:mcpforge:output:fd406053f7d69382"},"maxItems":10,"minItems":1,"type":"array"}},"required":["checkedCount","failedCount","results"],"type":"object"};
const schema31 = {"$id":"urn:mcpforge:output:fd406053f7d69382","additionalProperties":false,"properties":{"checkedAt":{"format":"date-time","type":"string"},"contentType":{"type":["string","null"]},"error":{"additionalProperties":false,"properties":{"code":{"enum":["url_not_allowed","dns_failure","connect_failure","tls_failure","timeout","too_many_redirects"],"type":"string"},"message":{"type":"string"}},"required":["code","message"],"type":["object","null"]},"expectedStatusMatched":{"type":["boolean","null"]},"finalUrl":{"type":["string","null"]},"latencyMs":{"minimum":0,"type":["integer","null"]},"reachable":{"type":"boolean"},"redirects":{"$ref":"urn:mcpforge:output:b99a86f6443c81ff"},"status":{"maximum":599,"minimum":100,"type":["integer","null"]},"url":{"format":"uri","type":"string"}},"required":["checkedAt","contentType","error","expectedStatusMatched","finalUrl","latencyMs","reachable","redirects","status","url"],"type":"object"};
const func8 = Object.prototype.hasOwnProperty;
const schema32 = {"$id":"urn:mcpforge:output:b99a86f6443c81ff","items":{"additionalProperties":false,"properties":{"location":{"type":"string"},"status":{"maximum":399,"minimum":300,"type":"integer"},"url":{"format":"uri","type":"string"}},"required":["location","status","url"],"type":"object"},"type":"array"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:b99a86f6443c81ff" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
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
if(data0.location === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.status === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.url === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "location") || (key0 === "status")) || (key0 === "url"))){
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
if(data0.location !== undefined){
if(typeof data0.location !== "string"){
const err4 = {instancePath:instancePath+"/" + i0+"/location",schemaPath:"#/items/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.status !== undefined){
let data2 = data0.status;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 399 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 399},message:"must be <= 399"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 300 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
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
if(data0.url !== undefined){
let data3 = data0.url;
if(typeof data3 === "string"){
if(!(formats0(data3))){
const err8 = {instancePath:instancePath+"/" + i0+"/url",schemaPath:"#/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err9 = {instancePath:instancePath+"/" + i0+"/url",schemaPath:"#/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:fd406053f7d69382" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.checkedAt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contentType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contentType"},message:"must have required property '"+"contentType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.error === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.expectedStatusMatched === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedStatusMatched"},message:"must have required property '"+"expectedStatusMatched"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.finalUrl === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalUrl"},message:"must have required property '"+"finalUrl"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.latencyMs === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "latencyMs"},message:"must have required property '"+"latencyMs"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.reachable === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reachable"},message:"must have required property '"+"reachable"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.redirects === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "redirects"},message:"must have required property '"+"redirects"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.status === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func8.call(schema31.properties, key0))){
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
if(data.checkedAt !== undefined){
let data0 = data.checkedAt;
if(typeof data0 === "string"){
if(!(formats8.validate(data0))){
const err11 = {instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.contentType !== undefined){
let data1 = data.contentType;
if((typeof data1 !== "string") && (data1 !== null)){
const err13 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: schema31.properties.contentType.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.error !== undefined){
let data2 = data.error;
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema31.properties.error.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.code === undefined){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.message === undefined){
const err16 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "code") || (key1 === "message"))){
const err17 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.code !== undefined){
let data3 = data2.code;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((((data3 === "url_not_allowed") || (data3 === "dns_failure")) || (data3 === "connect_failure")) || (data3 === "tls_failure")) || (data3 === "timeout")) || (data3 === "too_many_redirects"))){
const err19 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/enum",keyword:"enum",params:{allowedValues: schema31.properties.error.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.message !== undefined){
if(typeof data2.message !== "string"){
const err20 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.expectedStatusMatched !== undefined){
let data5 = data.expectedStatusMatched;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err21 = {instancePath:instancePath+"/expectedStatusMatched",schemaPath:"#/properties/expectedStatusMatched/type",keyword:"type",params:{type: schema31.properties.expectedStatusMatched.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.finalUrl !== undefined){
let data6 = data.finalUrl;
if((typeof data6 !== "string") && (data6 !== null)){
const err22 = {instancePath:instancePath+"/finalUrl",schemaPath:"#/properties/finalUrl/type",keyword:"type",params:{type: schema31.properties.finalUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.latencyMs !== undefined){
let data7 = data.latencyMs;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err23 = {instancePath:instancePath+"/latencyMs",schemaPath:"#/properties/latencyMs/type",keyword:"type",params:{type: schema31.properties.latencyMs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/latencyMs",schemaPath:"#/properties/latencyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.reachable !== undefined){
if(typeof data.reachable !== "boolean"){
const err25 = {instancePath:instancePath+"/reachable",schemaPath:"#/properties/reachable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.redirects !== undefined){
if(!(validate67(data.redirects, {instancePath:instancePath+"/redirects",parentData:data,parentDataProperty:"redirects",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data10 = data.status;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema31.properties.status.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 599 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10 < 100 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.url !== undefined){
let data11 = data.url;
if(typeof data11 === "string"){
if(!(formats0(data11))){
const err29 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err30 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.checkedCount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkedCount"},message:"must have required property '"+"checkedCount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.failedCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failedCount"},message:"must have required property '"+"failedCount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.results === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "checkedCount") || (key0 === "failedCount")) || (key0 === "results"))){
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
if(data.checkedCount !== undefined){
let data0 = data.checkedCount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/checkedCount",schemaPath:"#/properties/checkedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/checkedCount",schemaPath:"#/properties/checkedCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/checkedCount",schemaPath:"#/properties/checkedCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.failedCount !== undefined){
let data1 = data.failedCount;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/failedCount",schemaPath:"#/properties/failedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/failedCount",schemaPath:"#/properties/failedCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/failedCount",schemaPath:"#/properties/failedCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.results !== undefined){
let data2 = data.results;
if(Array.isArray(data2)){
if(data2.length > 10){
const err10 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 1){
const err11 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate66(data2[i0], {instancePath:instancePath+"/results/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const check_url_output = validate70;
const schema33 = {"$ref":"urn:mcpforge:output:fd406053f7d69382"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate66(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_audit_output = validate72;
const schema34 = {"additionalProperties":false,"properties":{"alerts":{"items":{"additionalProperties":false,"properties":{"current":{"type":["string","null"]},"kind":{"type":"string"},"message":{"type":"string"},"previous":{"type":["string","null"]}},"required":["current","kind","message","previous"],"type":"object"},"type":"array"},"auditedAt":{"format":"date-time","type":"string"},"buyerReach":{"additionalProperties":false,"properties":{"repeatBuyers":{"minimum":0,"type":"integer"},"uniqueBuyers":{"minimum":0,"type":"integer"},"windowDays":{"minimum":1,"type":"integer"}},"required":["repeatBuyers","uniqueBuyers","windowDays"],"type":"object"},"competitorPrices":{"items":{"additionalProperties":false,"properties":{"payTo":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"priceUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"query":{"type":"string"},"resource":{"format":"uri","type":"string"}},"required":["payTo","priceUsdc","query","resource"],"type":"object"},"type":"array"},"history":{"items":{"additionalProperties":false,"properties":{"auditedAt":{"format":"date-time","type":"string"},"overall":{"maximum":100,"minimum":0,"type":"integer"}},"required":["auditedAt","overall"],"type":"object"},"type":"array"},"listings":{"items":{"additionalProperties":false,"properties":{"description":{"type":["string","null"]},"issues":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"network":{"type":["string","null"]},"priceUsdc":{"oneOf":[{"type":"null"},{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}]},"resource":{"format":"uri","type":"string"}},"required":["description","issues","network","priceUsdc","resource"],"type":"object"},"type":"array"},"payTo":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"paymentReliability":{"additionalProperties":false,"properties":{"endpointsChecked":{"minimum":0,"type":"integer"},"issues":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"validChallenges":{"minimum":0,"type":"integer"}},"required":["endpointsChecked","issues","validChallenges"],"type":"object"},"scores":{"additionalProperties":false,"properties":{"buyerReach":{"maximum":100,"minimum":0,"type":"integer"},"discovery":{"maximum":100,"minimum":0,"type":"integer"},"overall":{"maximum":100,"minimum":0,"type":"integer"},"reliability":{"maximum":100,"minimum":0,"type":"integer"},"usdcActivity":{"maximum":100,"minimum":0,"type":"integer"}},"required":["buyerReach","discovery","overall","reliability","usdcActivity"],"type":"object"},"semanticRank":{"items":{"additionalProperties":false,"properties":{"query":{"type":"string"},"rank":{"minimum":1,"type":["integer","null"]},"resultsConsidered":{"minimum":0,"type":"integer"}},"required":["query","rank","resultsConsidered"],"type":"object"},"type":"array"},"usdcActivity":{"$ref":"urn:mcpforge:output:8092b8ecac32df48"}},"required":["alerts","auditedAt","buyerReach","competitorPrices","history","listings","payTo","paymentReliability","scores","semanticRank","usdcActivity"],"type":"object"};
const schema35 = {"$id":"urn:mcpforge:output:2a6d7578328a426f","items":{"type":"string"},"type":"array"};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:2a6d7578328a426f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
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
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"$id":"urn:mcpforge:output:8092b8ecac32df48","additionalProperties":false,"properties":{"excludedPayerCount":{"maximum":10,"minimum":0,"type":"integer"},"transferCount":{"minimum":0,"type":"integer"},"uniquePayers":{"minimum":0,"type":"integer"},"volumeUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"windowDays":{"minimum":1,"type":"integer"}},"required":["excludedPayerCount","transferCount","uniquePayers","volumeUsdc","windowDays"],"type":"object"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:8092b8ecac32df48" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.excludedPayerCount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "excludedPayerCount"},message:"must have required property '"+"excludedPayerCount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.transferCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transferCount"},message:"must have required property '"+"transferCount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.uniquePayers === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uniquePayers"},message:"must have required property '"+"uniquePayers"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.volumeUsdc === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "volumeUsdc"},message:"must have required property '"+"volumeUsdc"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.windowDays === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "windowDays"},message:"must have required property '"+"windowDays"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "excludedPayerCount") || (key0 === "transferCount")) || (key0 === "uniquePayers")) || (key0 === "volumeUsdc")) || (key0 === "windowDays"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.excludedPayerCount !== undefined){
let data0 = data.excludedPayerCount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/excludedPayerCount",schemaPath:"#/properties/excludedPayerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/excludedPayerCount",schemaPath:"#/properties/excludedPayerCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/excludedPayerCount",schemaPath:"#/properties/excludedPayerCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.transferCount !== undefined){
let data1 = data.transferCount;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/transferCount",schemaPath:"#/properties/transferCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/transferCount",schemaPath:"#/properties/transferCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.uniquePayers !== undefined){
let data2 = data.uniquePayers;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/uniquePayers",schemaPath:"#/properties/uniquePayers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/uniquePayers",schemaPath:"#/properties/uniquePayers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.volumeUsdc !== undefined){
let data3 = data.volumeUsdc;
if(typeof data3 === "string"){
if(!pattern9.test(data3)){
const err13 = {instancePath:instancePath+"/volumeUsdc",schemaPath:"#/properties/volumeUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
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
const err14 = {instancePath:instancePath+"/volumeUsdc",schemaPath:"#/properties/volumeUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.windowDays !== undefined){
let data4 = data.windowDays;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/windowDays",schemaPath:"#/properties/windowDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/windowDays",schemaPath:"#/properties/windowDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.alerts === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alerts"},message:"must have required property '"+"alerts"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.auditedAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auditedAt"},message:"must have required property '"+"auditedAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.buyerReach === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "buyerReach"},message:"must have required property '"+"buyerReach"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.competitorPrices === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "competitorPrices"},message:"must have required property '"+"competitorPrices"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.history === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "history"},message:"must have required property '"+"history"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.listings === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "listings"},message:"must have required property '"+"listings"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.payTo === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payTo"},message:"must have required property '"+"payTo"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.paymentReliability === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentReliability"},message:"must have required property '"+"paymentReliability"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.scores === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scores"},message:"must have required property '"+"scores"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.semanticRank === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "semanticRank"},message:"must have required property '"+"semanticRank"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.usdcActivity === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdcActivity"},message:"must have required property '"+"usdcActivity"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func8.call(schema34.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.alerts !== undefined){
let data0 = data.alerts;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.current === undefined){
const err12 = {instancePath:instancePath+"/alerts/" + i0,schemaPath:"#/properties/alerts/items/required",keyword:"required",params:{missingProperty: "current"},message:"must have required property '"+"current"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.kind === undefined){
const err13 = {instancePath:instancePath+"/alerts/" + i0,schemaPath:"#/properties/alerts/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.message === undefined){
const err14 = {instancePath:instancePath+"/alerts/" + i0,schemaPath:"#/properties/alerts/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.previous === undefined){
const err15 = {instancePath:instancePath+"/alerts/" + i0,schemaPath:"#/properties/alerts/items/required",keyword:"required",params:{missingProperty: "previous"},message:"must have required property '"+"previous"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "current") || (key1 === "kind")) || (key1 === "message")) || (key1 === "previous"))){
const err16 = {instancePath:instancePath+"/alerts/" + i0,schemaPath:"#/properties/alerts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.current !== undefined){
let data2 = data1.current;
if((typeof data2 !== "string") && (data2 !== null)){
const err17 = {instancePath:instancePath+"/alerts/" + i0+"/current",schemaPath:"#/properties/alerts/items/properties/current/type",keyword:"type",params:{type: schema34.properties.alerts.items.properties.current.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.kind !== undefined){
if(typeof data1.kind !== "string"){
const err18 = {instancePath:instancePath+"/alerts/" + i0+"/kind",schemaPath:"#/properties/alerts/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err19 = {instancePath:instancePath+"/alerts/" + i0+"/message",schemaPath:"#/properties/alerts/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.previous !== undefined){
let data5 = data1.previous;
if((typeof data5 !== "string") && (data5 !== null)){
const err20 = {instancePath:instancePath+"/alerts/" + i0+"/previous",schemaPath:"#/properties/alerts/items/properties/previous/type",keyword:"type",params:{type: schema34.properties.alerts.items.properties.previous.type},message:"must be string,null"};
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
const err21 = {instancePath:instancePath+"/alerts/" + i0,schemaPath:"#/properties/alerts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/alerts",schemaPath:"#/properties/alerts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.auditedAt !== undefined){
let data6 = data.auditedAt;
if(typeof data6 === "string"){
if(!(formats8.validate(data6))){
const err23 = {instancePath:instancePath+"/auditedAt",schemaPath:"#/properties/auditedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/auditedAt",schemaPath:"#/properties/auditedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.buyerReach !== undefined){
let data7 = data.buyerReach;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.repeatBuyers === undefined){
const err25 = {instancePath:instancePath+"/buyerReach",schemaPath:"#/properties/buyerReach/required",keyword:"required",params:{missingProperty: "repeatBuyers"},message:"must have required property '"+"repeatBuyers"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.uniqueBuyers === undefined){
const err26 = {instancePath:instancePath+"/buyerReach",schemaPath:"#/properties/buyerReach/required",keyword:"required",params:{missingProperty: "uniqueBuyers"},message:"must have required property '"+"uniqueBuyers"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.windowDays === undefined){
const err27 = {instancePath:instancePath+"/buyerReach",schemaPath:"#/properties/buyerReach/required",keyword:"required",params:{missingProperty: "windowDays"},message:"must have required property '"+"windowDays"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "repeatBuyers") || (key2 === "uniqueBuyers")) || (key2 === "windowDays"))){
const err28 = {instancePath:instancePath+"/buyerReach",schemaPath:"#/properties/buyerReach/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.repeatBuyers !== undefined){
let data8 = data7.repeatBuyers;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/buyerReach/repeatBuyers",schemaPath:"#/properties/buyerReach/properties/repeatBuyers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/buyerReach/repeatBuyers",schemaPath:"#/properties/buyerReach/properties/repeatBuyers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.uniqueBuyers !== undefined){
let data9 = data7.uniqueBuyers;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err31 = {instancePath:instancePath+"/buyerReach/uniqueBuyers",schemaPath:"#/properties/buyerReach/properties/uniqueBuyers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/buyerReach/uniqueBuyers",schemaPath:"#/properties/buyerReach/properties/uniqueBuyers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.windowDays !== undefined){
let data10 = data7.windowDays;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err33 = {instancePath:instancePath+"/buyerReach/windowDays",schemaPath:"#/properties/buyerReach/properties/windowDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err34 = {instancePath:instancePath+"/buyerReach/windowDays",schemaPath:"#/properties/buyerReach/properties/windowDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err35 = {instancePath:instancePath+"/buyerReach",schemaPath:"#/properties/buyerReach/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.competitorPrices !== undefined){
let data11 = data.competitorPrices;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.payTo === undefined){
const err36 = {instancePath:instancePath+"/competitorPrices/" + i1,schemaPath:"#/properties/competitorPrices/items/required",keyword:"required",params:{missingProperty: "payTo"},message:"must have required property '"+"payTo"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data12.priceUsdc === undefined){
const err37 = {instancePath:instancePath+"/competitorPrices/" + i1,schemaPath:"#/properties/competitorPrices/items/required",keyword:"required",params:{missingProperty: "priceUsdc"},message:"must have required property '"+"priceUsdc"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12.query === undefined){
const err38 = {instancePath:instancePath+"/competitorPrices/" + i1,schemaPath:"#/properties/competitorPrices/items/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data12.resource === undefined){
const err39 = {instancePath:instancePath+"/competitorPrices/" + i1,schemaPath:"#/properties/competitorPrices/items/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data12){
if(!((((key3 === "payTo") || (key3 === "priceUsdc")) || (key3 === "query")) || (key3 === "resource"))){
const err40 = {instancePath:instancePath+"/competitorPrices/" + i1,schemaPath:"#/properties/competitorPrices/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.payTo !== undefined){
let data13 = data12.payTo;
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
const err41 = {instancePath:instancePath+"/competitorPrices/" + i1+"/payTo",schemaPath:"#/properties/competitorPrices/items/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err42 = {instancePath:instancePath+"/competitorPrices/" + i1+"/payTo",schemaPath:"#/properties/competitorPrices/items/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data12.priceUsdc !== undefined){
let data14 = data12.priceUsdc;
if(typeof data14 === "string"){
if(!pattern9.test(data14)){
const err43 = {instancePath:instancePath+"/competitorPrices/" + i1+"/priceUsdc",schemaPath:"#/properties/competitorPrices/items/properties/priceUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/competitorPrices/" + i1+"/priceUsdc",schemaPath:"#/properties/competitorPrices/items/properties/priceUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data12.query !== undefined){
if(typeof data12.query !== "string"){
const err45 = {instancePath:instancePath+"/competitorPrices/" + i1+"/query",schemaPath:"#/properties/competitorPrices/items/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data12.resource !== undefined){
let data16 = data12.resource;
if(typeof data16 === "string"){
if(!(formats0(data16))){
const err46 = {instancePath:instancePath+"/competitorPrices/" + i1+"/resource",schemaPath:"#/properties/competitorPrices/items/properties/resource/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/competitorPrices/" + i1+"/resource",schemaPath:"#/properties/competitorPrices/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/competitorPrices/" + i1,schemaPath:"#/properties/competitorPrices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/competitorPrices",schemaPath:"#/properties/competitorPrices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.history !== undefined){
let data17 = data.history;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.auditedAt === undefined){
const err50 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "auditedAt"},message:"must have required property '"+"auditedAt"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data18.overall === undefined){
const err51 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "overall"},message:"must have required property '"+"overall"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key4 in data18){
if(!((key4 === "auditedAt") || (key4 === "overall"))){
const err52 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data18.auditedAt !== undefined){
let data19 = data18.auditedAt;
if(typeof data19 === "string"){
if(!(formats8.validate(data19))){
const err53 = {instancePath:instancePath+"/history/" + i2+"/auditedAt",schemaPath:"#/properties/history/items/properties/auditedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/history/" + i2+"/auditedAt",schemaPath:"#/properties/history/items/properties/auditedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data18.overall !== undefined){
let data20 = data18.overall;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err55 = {instancePath:instancePath+"/history/" + i2+"/overall",schemaPath:"#/properties/history/items/properties/overall/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 100 || isNaN(data20)){
const err56 = {instancePath:instancePath+"/history/" + i2+"/overall",schemaPath:"#/properties/history/items/properties/overall/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err57 = {instancePath:instancePath+"/history/" + i2+"/overall",schemaPath:"#/properties/history/items/properties/overall/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
}
else {
const err58 = {instancePath:instancePath+"/history/" + i2,schemaPath:"#/properties/history/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.listings !== undefined){
let data21 = data.listings;
if(Array.isArray(data21)){
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.description === undefined){
const err60 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data22.issues === undefined){
const err61 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "issues"},message:"must have required property '"+"issues"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data22.network === undefined){
const err62 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data22.priceUsdc === undefined){
const err63 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "priceUsdc"},message:"must have required property '"+"priceUsdc"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data22.resource === undefined){
const err64 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key5 in data22){
if(!(((((key5 === "description") || (key5 === "issues")) || (key5 === "network")) || (key5 === "priceUsdc")) || (key5 === "resource"))){
const err65 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data22.description !== undefined){
let data23 = data22.description;
if((typeof data23 !== "string") && (data23 !== null)){
const err66 = {instancePath:instancePath+"/listings/" + i3+"/description",schemaPath:"#/properties/listings/items/properties/description/type",keyword:"type",params:{type: schema34.properties.listings.items.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data22.issues !== undefined){
if(!(validate73(data22.issues, {instancePath:instancePath+"/listings/" + i3+"/issues",parentData:data22,parentDataProperty:"issues",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data22.network !== undefined){
let data25 = data22.network;
if((typeof data25 !== "string") && (data25 !== null)){
const err67 = {instancePath:instancePath+"/listings/" + i3+"/network",schemaPath:"#/properties/listings/items/properties/network/type",keyword:"type",params:{type: schema34.properties.listings.items.properties.network.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data22.priceUsdc !== undefined){
let data26 = data22.priceUsdc;
const _errs59 = errors;
let valid14 = false;
let passing0 = null;
const _errs60 = errors;
if(data26 !== null){
const err68 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid0 = _errs60 === errors;
if(_valid0){
valid14 = true;
passing0 = 0;
}
const _errs62 = errors;
if(typeof data26 === "string"){
if(!pattern9.test(data26)){
const err69 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid0 = _errs62 === errors;
if(_valid0 && valid14){
valid14 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid14 = true;
passing0 = 1;
}
}
if(!valid14){
const err71 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
if(data22.resource !== undefined){
let data27 = data22.resource;
if(typeof data27 === "string"){
if(!(formats0(data27))){
const err72 = {instancePath:instancePath+"/listings/" + i3+"/resource",schemaPath:"#/properties/listings/items/properties/resource/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/listings/" + i3+"/resource",schemaPath:"#/properties/listings/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/listings",schemaPath:"#/properties/listings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.payTo !== undefined){
let data28 = data.payTo;
if(typeof data28 === "string"){
if(!pattern3.test(data28)){
const err76 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.paymentReliability !== undefined){
let data29 = data.paymentReliability;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.endpointsChecked === undefined){
const err78 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/required",keyword:"required",params:{missingProperty: "endpointsChecked"},message:"must have required property '"+"endpointsChecked"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data29.issues === undefined){
const err79 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/required",keyword:"required",params:{missingProperty: "issues"},message:"must have required property '"+"issues"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data29.validChallenges === undefined){
const err80 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/required",keyword:"required",params:{missingProperty: "validChallenges"},message:"must have required property '"+"validChallenges"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key6 in data29){
if(!(((key6 === "endpointsChecked") || (key6 === "issues")) || (key6 === "validChallenges"))){
const err81 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data29.endpointsChecked !== undefined){
let data30 = data29.endpointsChecked;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err82 = {instancePath:instancePath+"/paymentReliability/endpointsChecked",schemaPath:"#/properties/paymentReliability/properties/endpointsChecked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err83 = {instancePath:instancePath+"/paymentReliability/endpointsChecked",schemaPath:"#/properties/paymentReliability/properties/endpointsChecked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data29.issues !== undefined){
if(!(validate73(data29.issues, {instancePath:instancePath+"/paymentReliability/issues",parentData:data29,parentDataProperty:"issues",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data29.validChallenges !== undefined){
let data32 = data29.validChallenges;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err84 = {instancePath:instancePath+"/paymentReliability/validChallenges",schemaPath:"#/properties/paymentReliability/properties/validChallenges/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
const err85 = {instancePath:instancePath+"/paymentReliability/validChallenges",schemaPath:"#/properties/paymentReliability/properties/validChallenges/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
}
else {
const err86 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.scores !== undefined){
let data33 = data.scores;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.buyerReach === undefined){
const err87 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "buyerReach"},message:"must have required property '"+"buyerReach"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data33.discovery === undefined){
const err88 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "discovery"},message:"must have required property '"+"discovery"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data33.overall === undefined){
const err89 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "overall"},message:"must have required property '"+"overall"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data33.reliability === undefined){
const err90 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "reliability"},message:"must have required property '"+"reliability"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data33.usdcActivity === undefined){
const err91 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "usdcActivity"},message:"must have required property '"+"usdcActivity"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key7 in data33){
if(!(((((key7 === "buyerReach") || (key7 === "discovery")) || (key7 === "overall")) || (key7 === "reliability")) || (key7 === "usdcActivity"))){
const err92 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data33.buyerReach !== undefined){
let data34 = data33.buyerReach;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err93 = {instancePath:instancePath+"/scores/buyerReach",schemaPath:"#/properties/scores/properties/buyerReach/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 100 || isNaN(data34)){
const err94 = {instancePath:instancePath+"/scores/buyerReach",schemaPath:"#/properties/scores/properties/buyerReach/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data34 < 0 || isNaN(data34)){
const err95 = {instancePath:instancePath+"/scores/buyerReach",schemaPath:"#/properties/scores/properties/buyerReach/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
if(data33.discovery !== undefined){
let data35 = data33.discovery;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err96 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 100 || isNaN(data35)){
const err97 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err98 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
if(data33.overall !== undefined){
let data36 = data33.overall;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err99 = {instancePath:instancePath+"/scores/overall",schemaPath:"#/properties/scores/properties/overall/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 100 || isNaN(data36)){
const err100 = {instancePath:instancePath+"/scores/overall",schemaPath:"#/properties/scores/properties/overall/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err101 = {instancePath:instancePath+"/scores/overall",schemaPath:"#/properties/scores/properties/overall/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data33.reliability !== undefined){
let data37 = data33.reliability;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err102 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 100 || isNaN(data37)){
const err103 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err104 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data33.usdcActivity !== undefined){
let data38 = data33.usdcActivity;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err105 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 100 || isNaN(data38)){
const err106 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data38 < 0 || isNaN(data38)){
const err107 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
}
else {
const err108 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.semanticRank !== undefined){
let data39 = data.semanticRank;
if(Array.isArray(data39)){
const len4 = data39.length;
for(let i4=0; i4<len4; i4++){
let data40 = data39[i4];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.query === undefined){
const err109 = {instancePath:instancePath+"/semanticRank/" + i4,schemaPath:"#/properties/semanticRank/items/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data40.rank === undefined){
const err110 = {instancePath:instancePath+"/semanticRank/" + i4,schemaPath:"#/properties/semanticRank/items/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data40.resultsConsidered === undefined){
const err111 = {instancePath:instancePath+"/semanticRank/" + i4,schemaPath:"#/properties/semanticRank/items/required",keyword:"required",params:{missingProperty: "resultsConsidered"},message:"must have required property '"+"resultsConsidered"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
for(const key8 in data40){
if(!(((key8 === "query") || (key8 === "rank")) || (key8 === "resultsConsidered"))){
const err112 = {instancePath:instancePath+"/semanticRank/" + i4,schemaPath:"#/properties/semanticRank/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data40.query !== undefined){
if(typeof data40.query !== "string"){
const err113 = {instancePath:instancePath+"/semanticRank/" + i4+"/query",schemaPath:"#/properties/semanticRank/items/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data40.rank !== undefined){
let data42 = data40.rank;
if((!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))) && (data42 !== null)){
const err114 = {instancePath:instancePath+"/semanticRank/" + i4+"/rank",schemaPath:"#/properties/semanticRank/items/properties/rank/type",keyword:"type",params:{type: schema34.properties.semanticRank.items.properties.rank.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 1 || isNaN(data42)){
const err115 = {instancePath:instancePath+"/semanticRank/" + i4+"/rank",schemaPath:"#/properties/semanticRank/items/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
if(data40.resultsConsidered !== undefined){
let data43 = data40.resultsConsidered;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err116 = {instancePath:instancePath+"/semanticRank/" + i4+"/resultsConsidered",schemaPath:"#/properties/semanticRank/items/properties/resultsConsidered/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err117 = {instancePath:instancePath+"/semanticRank/" + i4+"/resultsConsidered",schemaPath:"#/properties/semanticRank/items/properties/resultsConsidered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
}
else {
const err118 = {instancePath:instancePath+"/semanticRank/" + i4,schemaPath:"#/properties/semanticRank/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/semanticRank",schemaPath:"#/properties/semanticRank/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data.usdcActivity !== undefined){
if(!(validate76(data.usdcActivity, {instancePath:instancePath+"/usdcActivity",parentData:data,parentDataProperty:"usdcActivity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
}
else {
const err120 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_snapshot_output = validate78;
const schema37 = {"additionalProperties":false,"properties":{"largestRevenueIssue":{"additionalProperties":false,"properties":{"code":{"type":"string"},"recommendation":{"type":"string"},"summary":{"type":"string"}},"required":["code","recommendation","summary"],"type":["object","null"]},"payTo":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"scores":{"additionalProperties":false,"properties":{"buyerSignals":{"maximum":100,"minimum":0,"type":"integer"},"discovery":{"maximum":100,"minimum":0,"type":"integer"},"reliability":{"maximum":100,"minimum":0,"type":"integer"},"usdcActivity":{"maximum":100,"minimum":0,"type":"integer"}},"required":["buyerSignals","discovery","reliability","usdcActivity"],"type":"object"},"snapshotAt":{"format":"date-time","type":"string"},"usdcActivity":{"$ref":"urn:mcpforge:output:8092b8ecac32df48"}},"required":["largestRevenueIssue","payTo","scores","snapshotAt","usdcActivity"],"type":"object"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.largestRevenueIssue === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "largestRevenueIssue"},message:"must have required property '"+"largestRevenueIssue"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payTo === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payTo"},message:"must have required property '"+"payTo"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.scores === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scores"},message:"must have required property '"+"scores"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.snapshotAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "snapshotAt"},message:"must have required property '"+"snapshotAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.usdcActivity === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdcActivity"},message:"must have required property '"+"usdcActivity"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "largestRevenueIssue") || (key0 === "payTo")) || (key0 === "scores")) || (key0 === "snapshotAt")) || (key0 === "usdcActivity"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.largestRevenueIssue !== undefined){
let data0 = data.largestRevenueIssue;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
const err6 = {instancePath:instancePath+"/largestRevenueIssue",schemaPath:"#/properties/largestRevenueIssue/type",keyword:"type",params:{type: schema37.properties.largestRevenueIssue.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code === undefined){
const err7 = {instancePath:instancePath+"/largestRevenueIssue",schemaPath:"#/properties/largestRevenueIssue/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.recommendation === undefined){
const err8 = {instancePath:instancePath+"/largestRevenueIssue",schemaPath:"#/properties/largestRevenueIssue/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.summary === undefined){
const err9 = {instancePath:instancePath+"/largestRevenueIssue",schemaPath:"#/properties/largestRevenueIssue/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "code") || (key1 === "recommendation")) || (key1 === "summary"))){
const err10 = {instancePath:instancePath+"/largestRevenueIssue",schemaPath:"#/properties/largestRevenueIssue/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.code !== undefined){
if(typeof data0.code !== "string"){
const err11 = {instancePath:instancePath+"/largestRevenueIssue/code",schemaPath:"#/properties/largestRevenueIssue/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.recommendation !== undefined){
if(typeof data0.recommendation !== "string"){
const err12 = {instancePath:instancePath+"/largestRevenueIssue/recommendation",schemaPath:"#/properties/largestRevenueIssue/properties/recommendation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.summary !== undefined){
if(typeof data0.summary !== "string"){
const err13 = {instancePath:instancePath+"/largestRevenueIssue/summary",schemaPath:"#/properties/largestRevenueIssue/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
if(data.payTo !== undefined){
let data4 = data.payTo;
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err14 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.scores !== undefined){
let data5 = data.scores;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.buyerSignals === undefined){
const err16 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "buyerSignals"},message:"must have required property '"+"buyerSignals"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.discovery === undefined){
const err17 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "discovery"},message:"must have required property '"+"discovery"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.reliability === undefined){
const err18 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "reliability"},message:"must have required property '"+"reliability"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.usdcActivity === undefined){
const err19 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "usdcActivity"},message:"must have required property '"+"usdcActivity"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data5){
if(!((((key2 === "buyerSignals") || (key2 === "discovery")) || (key2 === "reliability")) || (key2 === "usdcActivity"))){
const err20 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.buyerSignals !== undefined){
let data6 = data5.buyerSignals;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/scores/buyerSignals",schemaPath:"#/properties/scores/properties/buyerSignals/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/scores/buyerSignals",schemaPath:"#/properties/scores/properties/buyerSignals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/scores/buyerSignals",schemaPath:"#/properties/scores/properties/buyerSignals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.discovery !== undefined){
let data7 = data5.discovery;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.reliability !== undefined){
let data8 = data5.reliability;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.usdcActivity !== undefined){
let data9 = data5.usdcActivity;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err30 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err31 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err33 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.snapshotAt !== undefined){
let data10 = data.snapshotAt;
if(typeof data10 === "string"){
if(!(formats8.validate(data10))){
const err34 = {instancePath:instancePath+"/snapshotAt",schemaPath:"#/properties/snapshotAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/snapshotAt",schemaPath:"#/properties/snapshotAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.usdcActivity !== undefined){
if(!(validate76(data.usdcActivity, {instancePath:instancePath+"/usdcActivity",parentData:data,parentDataProperty:"usdcActivity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const payment_guard_output = validate80;
const schema38 = {"additionalProperties":false,"properties":{"challenge":{"additionalProperties":false,"properties":{"asset":{"type":"string"},"chainId":{"type":["integer","null"]},"network":{"type":"string"},"payTo":{"type":"string"},"priceUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["asset","chainId","network","payTo","priceUsdc"],"type":["object","null"]},"checkedAt":{"format":"date-time","type":"string"},"checks":{"items":{"additionalProperties":false,"properties":{"detail":{"type":"string"},"name":{"enum":["challenge","price","network","asset","recipient","funding","gasReserve","destination"],"type":"string"},"passed":{"type":"boolean"}},"required":["detail","name","passed"],"type":"object"},"type":"array"},"ethBalance":{"pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"payerAddress":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"safeToSign":{"type":"boolean"},"serviceUrl":{"format":"uri","type":"string"},"usdcBalance":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["challenge","checkedAt","checks","ethBalance","payerAddress","safeToSign","serviceUrl","usdcBalance"],"type":"object"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.challenge === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "challenge"},message:"must have required property '"+"challenge"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.checkedAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.checks === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ethBalance === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ethBalance"},message:"must have required property '"+"ethBalance"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.payerAddress === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payerAddress"},message:"must have required property '"+"payerAddress"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.safeToSign === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "safeToSign"},message:"must have required property '"+"safeToSign"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.serviceUrl === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceUrl"},message:"must have required property '"+"serviceUrl"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.usdcBalance === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdcBalance"},message:"must have required property '"+"usdcBalance"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "challenge") || (key0 === "checkedAt")) || (key0 === "checks")) || (key0 === "ethBalance")) || (key0 === "payerAddress")) || (key0 === "safeToSign")) || (key0 === "serviceUrl")) || (key0 === "usdcBalance"))){
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
if(data.challenge !== undefined){
let data0 = data.challenge;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
const err9 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/type",keyword:"type",params:{type: schema38.properties.challenge.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.asset === undefined){
const err10 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.chainId === undefined){
const err11 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/required",keyword:"required",params:{missingProperty: "chainId"},message:"must have required property '"+"chainId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.network === undefined){
const err12 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.payTo === undefined){
const err13 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/required",keyword:"required",params:{missingProperty: "payTo"},message:"must have required property '"+"payTo"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data0.priceUsdc === undefined){
const err14 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/required",keyword:"required",params:{missingProperty: "priceUsdc"},message:"must have required property '"+"priceUsdc"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data0){
if(!(((((key1 === "asset") || (key1 === "chainId")) || (key1 === "network")) || (key1 === "payTo")) || (key1 === "priceUsdc"))){
const err15 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.asset !== undefined){
if(typeof data0.asset !== "string"){
const err16 = {instancePath:instancePath+"/challenge/asset",schemaPath:"#/properties/challenge/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.chainId !== undefined){
let data2 = data0.chainId;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err17 = {instancePath:instancePath+"/challenge/chainId",schemaPath:"#/properties/challenge/properties/chainId/type",keyword:"type",params:{type: schema38.properties.challenge.properties.chainId.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.network !== undefined){
if(typeof data0.network !== "string"){
const err18 = {instancePath:instancePath+"/challenge/network",schemaPath:"#/properties/challenge/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.payTo !== undefined){
if(typeof data0.payTo !== "string"){
const err19 = {instancePath:instancePath+"/challenge/payTo",schemaPath:"#/properties/challenge/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.priceUsdc !== undefined){
let data5 = data0.priceUsdc;
if(typeof data5 === "string"){
if(!pattern9.test(data5)){
const err20 = {instancePath:instancePath+"/challenge/priceUsdc",schemaPath:"#/properties/challenge/properties/priceUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/challenge/priceUsdc",schemaPath:"#/properties/challenge/properties/priceUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.checkedAt !== undefined){
let data6 = data.checkedAt;
if(typeof data6 === "string"){
if(!(formats8.validate(data6))){
const err22 = {instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err23 = {instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.checks !== undefined){
let data7 = data.checks;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.detail === undefined){
const err24 = {instancePath:instancePath+"/checks/" + i0,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.name === undefined){
const err25 = {instancePath:instancePath+"/checks/" + i0,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.passed === undefined){
const err26 = {instancePath:instancePath+"/checks/" + i0,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data8){
if(!(((key2 === "detail") || (key2 === "name")) || (key2 === "passed"))){
const err27 = {instancePath:instancePath+"/checks/" + i0,schemaPath:"#/properties/checks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.detail !== undefined){
if(typeof data8.detail !== "string"){
const err28 = {instancePath:instancePath+"/checks/" + i0+"/detail",schemaPath:"#/properties/checks/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.name !== undefined){
let data10 = data8.name;
if(typeof data10 !== "string"){
const err29 = {instancePath:instancePath+"/checks/" + i0+"/name",schemaPath:"#/properties/checks/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((((((((data10 === "challenge") || (data10 === "price")) || (data10 === "network")) || (data10 === "asset")) || (data10 === "recipient")) || (data10 === "funding")) || (data10 === "gasReserve")) || (data10 === "destination"))){
const err30 = {instancePath:instancePath+"/checks/" + i0+"/name",schemaPath:"#/properties/checks/items/properties/name/enum",keyword:"enum",params:{allowedValues: schema38.properties.checks.items.properties.name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.passed !== undefined){
if(typeof data8.passed !== "boolean"){
const err31 = {instancePath:instancePath+"/checks/" + i0+"/passed",schemaPath:"#/properties/checks/items/properties/passed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err32 = {instancePath:instancePath+"/checks/" + i0,schemaPath:"#/properties/checks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.ethBalance !== undefined){
let data12 = data.ethBalance;
if(typeof data12 === "string"){
if(!pattern10.test(data12)){
const err34 = {instancePath:instancePath+"/ethBalance",schemaPath:"#/properties/ethBalance/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,18})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,18})?$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/ethBalance",schemaPath:"#/properties/ethBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.payerAddress !== undefined){
let data13 = data.payerAddress;
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
const err36 = {instancePath:instancePath+"/payerAddress",schemaPath:"#/properties/payerAddress/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/payerAddress",schemaPath:"#/properties/payerAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.safeToSign !== undefined){
if(typeof data.safeToSign !== "boolean"){
const err38 = {instancePath:instancePath+"/safeToSign",schemaPath:"#/properties/safeToSign/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.serviceUrl !== undefined){
let data15 = data.serviceUrl;
if(typeof data15 === "string"){
if(!(formats0(data15))){
const err39 = {instancePath:instancePath+"/serviceUrl",schemaPath:"#/properties/serviceUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/serviceUrl",schemaPath:"#/properties/serviceUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.usdcBalance !== undefined){
let data16 = data.usdcBalance;
if(typeof data16 === "string"){
if(!pattern9.test(data16)){
const err41 = {instancePath:instancePath+"/usdcBalance",schemaPath:"#/properties/usdcBalance/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
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
const err42 = {instancePath:instancePath+"/usdcBalance",schemaPath:"#/properties/usdcBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_tool_output = validate81;
const schema39 = {"additionalProperties":false,"properties":{"alternatives":{"items":{"additionalProperties":false,"properties":{"priceUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"reason":{"type":"string"},"tool":{"type":"string"}},"required":["priceUsdc","reason","tool"],"type":"object"},"type":"array"},"nextStep":{"type":"string"},"recommendation":{"additionalProperties":false,"properties":{"priceUsdc":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"reason":{"type":"string"},"requiredInputs":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"tool":{"type":"string"}},"required":["priceUsdc","reason","requiredInputs","tool"],"type":["object","null"]}},"required":["alternatives","nextStep","recommendation"],"type":"object"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
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
if(data.nextStep === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nextStep"},message:"must have required property '"+"nextStep"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.recommendation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "alternatives") || (key0 === "nextStep")) || (key0 === "recommendation"))){
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
if(data.alternatives !== undefined){
let data0 = data.alternatives;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.priceUsdc === undefined){
const err4 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "priceUsdc"},message:"must have required property '"+"priceUsdc"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.reason === undefined){
const err5 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.tool === undefined){
const err6 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "priceUsdc") || (key1 === "reason")) || (key1 === "tool"))){
const err7 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.priceUsdc !== undefined){
let data2 = data1.priceUsdc;
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
const err8 = {instancePath:instancePath+"/alternatives/" + i0+"/priceUsdc",schemaPath:"#/properties/alternatives/items/properties/priceUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
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
const err9 = {instancePath:instancePath+"/alternatives/" + i0+"/priceUsdc",schemaPath:"#/properties/alternatives/items/properties/priceUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.reason !== undefined){
if(typeof data1.reason !== "string"){
const err10 = {instancePath:instancePath+"/alternatives/" + i0+"/reason",schemaPath:"#/properties/alternatives/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.tool !== undefined){
if(typeof data1.tool !== "string"){
const err11 = {instancePath:instancePath+"/alternatives/" + i0+"/tool",schemaPath:"#/properties/alternatives/items/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/alternatives/" + i0,schemaPath:"#/properties/alternatives/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/alternatives",schemaPath:"#/properties/alternatives/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.nextStep !== undefined){
if(typeof data.nextStep !== "string"){
const err14 = {instancePath:instancePath+"/nextStep",schemaPath:"#/properties/nextStep/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.recommendation !== undefined){
let data6 = data.recommendation;
if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (data6 !== null)){
const err15 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/type",keyword:"type",params:{type: schema39.properties.recommendation.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.priceUsdc === undefined){
const err16 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/required",keyword:"required",params:{missingProperty: "priceUsdc"},message:"must have required property '"+"priceUsdc"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.reason === undefined){
const err17 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.requiredInputs === undefined){
const err18 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/required",keyword:"required",params:{missingProperty: "requiredInputs"},message:"must have required property '"+"requiredInputs"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.tool === undefined){
const err19 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "priceUsdc") || (key2 === "reason")) || (key2 === "requiredInputs")) || (key2 === "tool"))){
const err20 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.priceUsdc !== undefined){
let data7 = data6.priceUsdc;
if(typeof data7 === "string"){
if(!pattern9.test(data7)){
const err21 = {instancePath:instancePath+"/recommendation/priceUsdc",schemaPath:"#/properties/recommendation/properties/priceUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/recommendation/priceUsdc",schemaPath:"#/properties/recommendation/properties/priceUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.reason !== undefined){
if(typeof data6.reason !== "string"){
const err23 = {instancePath:instancePath+"/recommendation/reason",schemaPath:"#/properties/recommendation/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.requiredInputs !== undefined){
if(!(validate73(data6.requiredInputs, {instancePath:instancePath+"/recommendation/requiredInputs",parentData:data6,parentDataProperty:"requiredInputs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data6.tool !== undefined){
if(typeof data6.tool !== "string"){
const err24 = {instancePath:instancePath+"/recommendation/tool",schemaPath:"#/properties/recommendation/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const treasury_preflight_output = validate83;
const schema40 = {"additionalProperties":false,"properties":{"address":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"blockNumber":{"minimum":0,"type":"integer"},"chainId":{"const":8453,"type":"integer"},"checkedAt":{"format":"date-time","type":"string"},"destination":{"additionalProperties":false,"properties":{"address":{"pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"type":{"enum":["eoa","contract","self"],"type":"string"}},"required":["address","type"],"type":["object","null"]},"ethBalance":{"pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"gasReserveMet":{"type":["boolean","null"]},"hazards":{"items":{"additionalProperties":false,"properties":{"code":{"type":"string"},"message":{"type":"string"},"severity":{"enum":["info","warning","blocking"],"type":"string"}},"required":["code","message","severity"],"type":"object"},"type":"array"},"plannedSpendCovered":{"type":["boolean","null"]},"ready":{"type":"boolean"},"usdcBalance":{"pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["address","blockNumber","chainId","checkedAt","destination","ethBalance","gasReserveMet","hazards","plannedSpendCovered","ready","usdcBalance"],"type":"object"};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.blockNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blockNumber"},message:"must have required property '"+"blockNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chainId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chainId"},message:"must have required property '"+"chainId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.checkedAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.destination === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ethBalance === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ethBalance"},message:"must have required property '"+"ethBalance"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.gasReserveMet === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gasReserveMet"},message:"must have required property '"+"gasReserveMet"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.hazards === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hazards"},message:"must have required property '"+"hazards"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.plannedSpendCovered === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plannedSpendCovered"},message:"must have required property '"+"plannedSpendCovered"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.ready === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ready"},message:"must have required property '"+"ready"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.usdcBalance === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdcBalance"},message:"must have required property '"+"usdcBalance"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func8.call(schema40.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err12 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err13 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.blockNumber !== undefined){
let data1 = data.blockNumber;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.chainId !== undefined){
let data2 = data.chainId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err16 = {instancePath:instancePath+"/chainId",schemaPath:"#/properties/chainId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(8453 !== data2){
const err17 = {instancePath:instancePath+"/chainId",schemaPath:"#/properties/chainId/const",keyword:"const",params:{allowedValue: 8453},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.checkedAt !== undefined){
let data3 = data.checkedAt;
if(typeof data3 === "string"){
if(!(formats8.validate(data3))){
const err18 = {instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err19 = {instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.destination !== undefined){
let data4 = data.destination;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err20 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/type",keyword:"type",params:{type: schema40.properties.destination.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.address === undefined){
const err21 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4.type === undefined){
const err22 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "address") || (key1 === "type"))){
const err23 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.address !== undefined){
let data5 = data4.address;
if(typeof data5 === "string"){
if(!pattern3.test(data5)){
const err24 = {instancePath:instancePath+"/destination/address",schemaPath:"#/properties/destination/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err25 = {instancePath:instancePath+"/destination/address",schemaPath:"#/properties/destination/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.type !== undefined){
let data6 = data4.type;
if(typeof data6 !== "string"){
const err26 = {instancePath:instancePath+"/destination/type",schemaPath:"#/properties/destination/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data6 === "eoa") || (data6 === "contract")) || (data6 === "self"))){
const err27 = {instancePath:instancePath+"/destination/type",schemaPath:"#/properties/destination/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.destination.properties.type.enum},message:"must be equal to one of the allowed values"};
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
}
if(data.ethBalance !== undefined){
let data7 = data.ethBalance;
if(typeof data7 === "string"){
if(!pattern10.test(data7)){
const err28 = {instancePath:instancePath+"/ethBalance",schemaPath:"#/properties/ethBalance/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,18})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,18})?$"+"\""};
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
const err29 = {instancePath:instancePath+"/ethBalance",schemaPath:"#/properties/ethBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.gasReserveMet !== undefined){
let data8 = data.gasReserveMet;
if((typeof data8 !== "boolean") && (data8 !== null)){
const err30 = {instancePath:instancePath+"/gasReserveMet",schemaPath:"#/properties/gasReserveMet/type",keyword:"type",params:{type: schema40.properties.gasReserveMet.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.hazards !== undefined){
let data9 = data.hazards;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.code === undefined){
const err31 = {instancePath:instancePath+"/hazards/" + i0,schemaPath:"#/properties/hazards/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.message === undefined){
const err32 = {instancePath:instancePath+"/hazards/" + i0,schemaPath:"#/properties/hazards/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10.severity === undefined){
const err33 = {instancePath:instancePath+"/hazards/" + i0,schemaPath:"#/properties/hazards/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key2 in data10){
if(!(((key2 === "code") || (key2 === "message")) || (key2 === "severity"))){
const err34 = {instancePath:instancePath+"/hazards/" + i0,schemaPath:"#/properties/hazards/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.code !== undefined){
if(typeof data10.code !== "string"){
const err35 = {instancePath:instancePath+"/hazards/" + i0+"/code",schemaPath:"#/properties/hazards/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.message !== undefined){
if(typeof data10.message !== "string"){
const err36 = {instancePath:instancePath+"/hazards/" + i0+"/message",schemaPath:"#/properties/hazards/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.severity !== undefined){
let data13 = data10.severity;
if(typeof data13 !== "string"){
const err37 = {instancePath:instancePath+"/hazards/" + i0+"/severity",schemaPath:"#/properties/hazards/items/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(((data13 === "info") || (data13 === "warning")) || (data13 === "blocking"))){
const err38 = {instancePath:instancePath+"/hazards/" + i0+"/severity",schemaPath:"#/properties/hazards/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema40.properties.hazards.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/hazards/" + i0,schemaPath:"#/properties/hazards/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/hazards",schemaPath:"#/properties/hazards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.plannedSpendCovered !== undefined){
let data14 = data.plannedSpendCovered;
if((typeof data14 !== "boolean") && (data14 !== null)){
const err41 = {instancePath:instancePath+"/plannedSpendCovered",schemaPath:"#/properties/plannedSpendCovered/type",keyword:"type",params:{type: schema40.properties.plannedSpendCovered.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.ready !== undefined){
if(typeof data.ready !== "boolean"){
const err42 = {instancePath:instancePath+"/ready",schemaPath:"#/properties/ready/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.usdcBalance !== undefined){
let data16 = data.usdcBalance;
if(typeof data16 === "string"){
if(!pattern9.test(data16)){
const err43 = {instancePath:instancePath+"/usdcBalance",schemaPath:"#/properties/usdcBalance/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/usdcBalance",schemaPath:"#/properties/usdcBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_web_evidence_output = validate84;
const schema41 = {"additionalProperties":false,"properties":{"bodyTruncated":{"type":"boolean"},"bytesInspected":{"minimum":0,"type":"integer"},"contentHash":{"additionalProperties":false,"properties":{"algorithm":{"const":"sha256","type":"string"},"value":{"pattern":"^[0-9a-f]{64}$","type":"string"}},"required":["algorithm","value"],"type":"object"},"error":{"additionalProperties":false,"properties":{"code":{"type":"string"},"message":{"type":"string"}},"required":["code","message"],"type":["object","null"]},"expectedStatusMatched":{"type":["boolean","null"]},"expectedTextFound":{"type":["boolean","null"]},"expectedTextSnippet":{"type":["string","null"]},"fetchedAt":{"format":"date-time","type":"string"},"finalUrl":{"type":["string","null"]},"metadata":{"additionalProperties":false,"properties":{"canonicalUrl":{"type":["string","null"]},"contentType":{"type":["string","null"]},"description":{"type":["string","null"]},"etag":{"type":["string","null"]},"lastModified":{"type":["string","null"]},"title":{"type":["string","null"]}},"required":["canonicalUrl","contentType","description","etag","lastModified","title"],"type":"object"},"receipt":{"additionalProperties":false,"properties":{"algorithm":{"const":"EdDSA","type":"string"},"evidenceHash":{"pattern":"^[0-9a-f]{64}$","type":"string"},"issuedAt":{"format":"date-time","type":"string"},"jwksUrl":{"type":"string"},"jws":{"pattern":"^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$","type":"string"},"keyId":{"type":"string"},"receiptId":{"type":"string"}},"required":["algorithm","evidenceHash","issuedAt","jwksUrl","jws","keyId","receiptId"],"type":"object"},"redirects":{"$ref":"urn:mcpforge:output:b99a86f6443c81ff"},"status":{"maximum":599,"minimum":100,"type":["integer","null"]},"url":{"format":"uri","type":"string"}},"required":["bodyTruncated","bytesInspected","contentHash","error","expectedStatusMatched","expectedTextFound","expectedTextSnippet","fetchedAt","finalUrl","metadata","receipt","redirects","status","url"],"type":"object"};
const pattern37 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern39 = new RegExp("^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$", "u");

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
if(data.bodyTruncated === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bodyTruncated"},message:"must have required property '"+"bodyTruncated"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.bytesInspected === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bytesInspected"},message:"must have required property '"+"bytesInspected"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contentHash === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contentHash"},message:"must have required property '"+"contentHash"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.error === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.expectedStatusMatched === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedStatusMatched"},message:"must have required property '"+"expectedStatusMatched"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.expectedTextFound === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedTextFound"},message:"must have required property '"+"expectedTextFound"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.expectedTextSnippet === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedTextSnippet"},message:"must have required property '"+"expectedTextSnippet"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.fetchedAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fetchedAt"},message:"must have required property '"+"fetchedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.finalUrl === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalUrl"},message:"must have required property '"+"finalUrl"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.metadata === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.receipt === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipt"},message:"must have required property '"+"receipt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.redirects === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "redirects"},message:"must have required property '"+"redirects"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.status === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.url === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func8.call(schema41.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.bodyTruncated !== undefined){
if(typeof data.bodyTruncated !== "boolean"){
const err15 = {instancePath:instancePath+"/bodyTruncated",schemaPath:"#/properties/bodyTruncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.bytesInspected !== undefined){
let data1 = data.bytesInspected;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err16 = {instancePath:instancePath+"/bytesInspected",schemaPath:"#/properties/bytesInspected/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err17 = {instancePath:instancePath+"/bytesInspected",schemaPath:"#/properties/bytesInspected/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.contentHash !== undefined){
let data2 = data.contentHash;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.algorithm === undefined){
const err18 = {instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.value === undefined){
const err19 = {instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "algorithm") || (key1 === "value"))){
const err20 = {instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.algorithm !== undefined){
let data3 = data2.algorithm;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/contentHash/algorithm",schemaPath:"#/properties/contentHash/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("sha256" !== data3){
const err22 = {instancePath:instancePath+"/contentHash/algorithm",schemaPath:"#/properties/contentHash/properties/algorithm/const",keyword:"const",params:{allowedValue: "sha256"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.value !== undefined){
let data4 = data2.value;
if(typeof data4 === "string"){
if(!pattern37.test(data4)){
const err23 = {instancePath:instancePath+"/contentHash/value",schemaPath:"#/properties/contentHash/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
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
const err24 = {instancePath:instancePath+"/contentHash/value",schemaPath:"#/properties/contentHash/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.error !== undefined){
let data5 = data.error;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err26 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema41.properties.error.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.code === undefined){
const err27 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data5.message === undefined){
const err28 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data5){
if(!((key2 === "code") || (key2 === "message"))){
const err29 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.code !== undefined){
if(typeof data5.code !== "string"){
const err30 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.message !== undefined){
if(typeof data5.message !== "string"){
const err31 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data.expectedStatusMatched !== undefined){
let data8 = data.expectedStatusMatched;
if((typeof data8 !== "boolean") && (data8 !== null)){
const err32 = {instancePath:instancePath+"/expectedStatusMatched",schemaPath:"#/properties/expectedStatusMatched/type",keyword:"type",params:{type: schema41.properties.expectedStatusMatched.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.expectedTextFound !== undefined){
let data9 = data.expectedTextFound;
if((typeof data9 !== "boolean") && (data9 !== null)){
const err33 = {instancePath:instancePath+"/expectedTextFound",schemaPath:"#/properties/expectedTextFound/type",keyword:"type",params:{type: schema41.properties.expectedTextFound.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.expectedTextSnippet !== undefined){
let data10 = data.expectedTextSnippet;
if((typeof data10 !== "string") && (data10 !== null)){
const err34 = {instancePath:instancePath+"/expectedTextSnippet",schemaPath:"#/properties/expectedTextSnippet/type",keyword:"type",params:{type: schema41.properties.expectedTextSnippet.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.fetchedAt !== undefined){
let data11 = data.fetchedAt;
if(typeof data11 === "string"){
if(!(formats8.validate(data11))){
const err35 = {instancePath:instancePath+"/fetchedAt",schemaPath:"#/properties/fetchedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err36 = {instancePath:instancePath+"/fetchedAt",schemaPath:"#/properties/fetchedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.finalUrl !== undefined){
let data12 = data.finalUrl;
if((typeof data12 !== "string") && (data12 !== null)){
const err37 = {instancePath:instancePath+"/finalUrl",schemaPath:"#/properties/finalUrl/type",keyword:"type",params:{type: schema41.properties.finalUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.metadata !== undefined){
let data13 = data.metadata;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.canonicalUrl === undefined){
const err38 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "canonicalUrl"},message:"must have required property '"+"canonicalUrl"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13.contentType === undefined){
const err39 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "contentType"},message:"must have required property '"+"contentType"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data13.description === undefined){
const err40 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data13.etag === undefined){
const err41 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "etag"},message:"must have required property '"+"etag"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data13.lastModified === undefined){
const err42 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "lastModified"},message:"must have required property '"+"lastModified"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data13.title === undefined){
const err43 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key3 in data13){
if(!((((((key3 === "canonicalUrl") || (key3 === "contentType")) || (key3 === "description")) || (key3 === "etag")) || (key3 === "lastModified")) || (key3 === "title"))){
const err44 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data13.canonicalUrl !== undefined){
let data14 = data13.canonicalUrl;
if((typeof data14 !== "string") && (data14 !== null)){
const err45 = {instancePath:instancePath+"/metadata/canonicalUrl",schemaPath:"#/properties/metadata/properties/canonicalUrl/type",keyword:"type",params:{type: schema41.properties.metadata.properties.canonicalUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.contentType !== undefined){
let data15 = data13.contentType;
if((typeof data15 !== "string") && (data15 !== null)){
const err46 = {instancePath:instancePath+"/metadata/contentType",schemaPath:"#/properties/metadata/properties/contentType/type",keyword:"type",params:{type: schema41.properties.metadata.properties.contentType.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.description !== undefined){
let data16 = data13.description;
if((typeof data16 !== "string") && (data16 !== null)){
const err47 = {instancePath:instancePath+"/metadata/description",schemaPath:"#/properties/metadata/properties/description/type",keyword:"type",params:{type: schema41.properties.metadata.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data13.etag !== undefined){
let data17 = data13.etag;
if((typeof data17 !== "string") && (data17 !== null)){
const err48 = {instancePath:instancePath+"/metadata/etag",schemaPath:"#/properties/metadata/properties/etag/type",keyword:"type",params:{type: schema41.properties.metadata.properties.etag.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data13.lastModified !== undefined){
let data18 = data13.lastModified;
if((typeof data18 !== "string") && (data18 !== null)){
const err49 = {instancePath:instancePath+"/metadata/lastModified",schemaPath:"#/properties/metadata/properties/lastModified/type",keyword:"type",params:{type: schema41.properties.metadata.properties.lastModified.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data13.title !== undefined){
let data19 = data13.title;
if((typeof data19 !== "string") && (data19 !== null)){
const err50 = {instancePath:instancePath+"/metadata/title",schemaPath:"#/properties/metadata/properties/title/type",keyword:"type",params:{type: schema41.properties.metadata.properties.title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.receipt !== undefined){
let data20 = data.receipt;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.algorithm === undefined){
const err52 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data20.evidenceHash === undefined){
const err53 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "evidenceHash"},message:"must have required property '"+"evidenceHash"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data20.issuedAt === undefined){
const err54 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "issuedAt"},message:"must have required property '"+"issuedAt"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data20.jwksUrl === undefined){
const err55 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "jwksUrl"},message:"must have required property '"+"jwksUrl"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data20.jws === undefined){
const err56 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "jws"},message:"must have required property '"+"jws"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data20.keyId === undefined){
const err57 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "keyId"},message:"must have required property '"+"keyId"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data20.receiptId === undefined){
const err58 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "receiptId"},message:"must have required property '"+"receiptId"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key4 in data20){
if(!(((((((key4 === "algorithm") || (key4 === "evidenceHash")) || (key4 === "issuedAt")) || (key4 === "jwksUrl")) || (key4 === "jws")) || (key4 === "keyId")) || (key4 === "receiptId"))){
const err59 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data20.algorithm !== undefined){
let data21 = data20.algorithm;
if(typeof data21 !== "string"){
const err60 = {instancePath:instancePath+"/receipt/algorithm",schemaPath:"#/properties/receipt/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if("EdDSA" !== data21){
const err61 = {instancePath:instancePath+"/receipt/algorithm",schemaPath:"#/properties/receipt/properties/algorithm/const",keyword:"const",params:{allowedValue: "EdDSA"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data20.evidenceHash !== undefined){
let data22 = data20.evidenceHash;
if(typeof data22 === "string"){
if(!pattern37.test(data22)){
const err62 = {instancePath:instancePath+"/receipt/evidenceHash",schemaPath:"#/properties/receipt/properties/evidenceHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/receipt/evidenceHash",schemaPath:"#/properties/receipt/properties/evidenceHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data20.issuedAt !== undefined){
let data23 = data20.issuedAt;
if(typeof data23 === "string"){
if(!(formats8.validate(data23))){
const err64 = {instancePath:instancePath+"/receipt/issuedAt",schemaPath:"#/properties/receipt/properties/issuedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/receipt/issuedAt",schemaPath:"#/properties/receipt/properties/issuedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data20.jwksUrl !== undefined){
if(typeof data20.jwksUrl !== "string"){
const err66 = {instancePath:instancePath+"/receipt/jwksUrl",schemaPath:"#/properties/receipt/properties/jwksUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data20.jws !== undefined){
let data25 = data20.jws;
if(typeof data25 === "string"){
if(!pattern39.test(data25)){
const err67 = {instancePath:instancePath+"/receipt/jws",schemaPath:"#/properties/receipt/properties/jws/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/receipt/jws",schemaPath:"#/properties/receipt/properties/jws/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data20.keyId !== undefined){
if(typeof data20.keyId !== "string"){
const err69 = {instancePath:instancePath+"/receipt/keyId",schemaPath:"#/properties/receipt/properties/keyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data20.receiptId !== undefined){
if(typeof data20.receiptId !== "string"){
const err70 = {instancePath:instancePath+"/receipt/receiptId",schemaPath:"#/properties/receipt/properties/receiptId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.redirects !== undefined){
if(!(validate67(data.redirects, {instancePath:instancePath+"/redirects",parentData:data,parentDataProperty:"redirects",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data29 = data.status;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
const err72 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema41.properties.status.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 599 || isNaN(data29)){
const err73 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data29 < 100 || isNaN(data29)){
const err74 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
if(data.url !== undefined){
let data30 = data.url;
if(typeof data30 === "string"){
if(!(formats0(data30))){
const err75 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
