// Generated from spec/payments.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv-formats/dist/formats";
import * as __ajv_dep1 from "ajv/dist/runtime/ucs2length";

export const base_balance_input = validate20;
const schema31 = {"additionalProperties":false,"properties":{"address":{"description":"Wallet on Base whose balances to read (EVM address).","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"}},"required":["address"],"type":"object"};
const pattern4 = new RegExp("^0x[a-fA-F0-9]{40}$", "u");

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
if(!pattern4.test(data0)){
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const base_balance_output = validate21;
const schema32 = {"additionalProperties":false,"properties":{"address":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"blockNumber":{"description":"Base block height at which the balances were read.","minimum":0,"type":"integer"},"chainId":{"const":8453,"description":"Base mainnet.","type":"integer"},"ethBalance":{"description":"Native ETH balance on Base, decimal ETH (not wei).","pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"observedAt":{"description":"When the balances were read.","format":"date-time","type":"string"},"usdcBalance":{"description":"USDC balance on Base, decimal USDC (not base units).","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["address","blockNumber","chainId","ethBalance","observedAt","usdcBalance"],"type":"object"};
const pattern6 = new RegExp("^[0-9]+(\\.[0-9]{1,18})?$", "u");
const pattern7 = new RegExp("^[0-9]+(\\.[0-9]{1,6})?$", "u");
const formats0 = __ajv_dep0.fullFormats["date-time"];

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
if(!pattern4.test(data0)){
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
if(!pattern6.test(data3)){
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
if(!(formats0.validate(data4))){
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
if(!pattern7.test(data5)){
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const batch_check_urls_input = validate22;
const schema33 = {"additionalProperties":false,"properties":{"expectedStatus":{"description":"HTTP status code, 100 to 599, every URL's final response is expected to have; each result says whether it matched.","maximum":599,"minimum":100,"type":"integer"},"urls":{"description":"1 to 10 absolute public http:// or https:// URLs to check.","items":{"format":"uri","pattern":"^https?://","type":"string"},"maxItems":10,"minItems":1,"type":"array"}},"required":["urls"],"type":"object"};
const formats2 = __ajv_dep0.fullFormats.uri;
const pattern8 = new RegExp("^https?://", "u");

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
if(!pattern8.test(data2)){
const err7 = {instancePath:instancePath+"/urls/" + i0,schemaPath:"#/properties/urls/items/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats2(data2))){
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const batch_check_urls_output = validate23;
const schema34 = {"additionalProperties":false,"properties":{"checkedCount":{"description":"Number of URLs checked.","maximum":10,"minimum":1,"type":"integer"},"failedCount":{"description":"Number of URLs without a usable response (error not null).","maximum":10,"minimum":0,"type":"integer"},"results":{"description":"One result per input URL, in input order.","items":{"additionalProperties":false,"description":"Result of checking one URL.","properties":{"checkedAt":{"description":"When the check ran.","format":"date-time","type":"string"},"contentType":{"description":"Content-Type of the final response.","type":["string","null"]},"error":{"additionalProperties":false,"properties":{"code":{"description":"Why no usable response was received: url_not_allowed, dns_failure, connect_failure, tls_failure, timeout, too_many_redirects.","enum":["url_not_allowed","dns_failure","connect_failure","tls_failure","timeout","too_many_redirects"],"type":"string"},"message":{"description":"Human-readable explanation.","type":"string"}},"required":["code","message"],"type":["object","null"]},"expectedStatusMatched":{"description":"Whether status equals expectedStatus; null when expectedStatus was not given.","type":["boolean","null"]},"finalUrl":{"description":"URL of the final response after redirects; null when no response was received.","type":["string","null"]},"latencyMs":{"description":"Time to the final response's headers in milliseconds, redirects included.","minimum":0,"type":["integer","null"]},"reachable":{"description":"True when an HTTP response was received (any status).","type":"boolean"},"redirects":{"description":"Redirects followed, in order; empty when none.","items":{"additionalProperties":false,"description":"One redirect followed on the way to the final response.","properties":{"location":{"description":"Where the redirect pointed, resolved to an absolute URL.","type":"string"},"status":{"description":"Redirect status code (301, 302, 303, 307 or 308).","maximum":399,"minimum":300,"type":"integer"},"url":{"description":"URL that answered with a redirect.","format":"uri","type":"string"}},"required":["location","status","url"],"type":"object"},"type":"array"},"status":{"description":"HTTP status of the final response.","maximum":599,"minimum":100,"type":["integer","null"]},"url":{"description":"The URL as requested.","format":"uri","type":"string"}},"required":["checkedAt","contentType","error","expectedStatusMatched","finalUrl","latencyMs","reachable","redirects","status","url"],"type":"object"},"maxItems":10,"minItems":1,"type":"array"}},"required":["checkedCount","failedCount","results"],"type":"object"};
const func1 = Object.prototype.hasOwnProperty;

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
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.checkedAt === undefined){
const err12 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.contentType === undefined){
const err13 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "contentType"},message:"must have required property '"+"contentType"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.error === undefined){
const err14 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.expectedStatusMatched === undefined){
const err15 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "expectedStatusMatched"},message:"must have required property '"+"expectedStatusMatched"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.finalUrl === undefined){
const err16 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "finalUrl"},message:"must have required property '"+"finalUrl"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.latencyMs === undefined){
const err17 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "latencyMs"},message:"must have required property '"+"latencyMs"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.reachable === undefined){
const err18 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "reachable"},message:"must have required property '"+"reachable"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.redirects === undefined){
const err19 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "redirects"},message:"must have required property '"+"redirects"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.status === undefined){
const err20 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.url === undefined){
const err21 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data3){
if(!(func1.call(schema34.properties.results.items.properties, key1))){
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
if(data3.checkedAt !== undefined){
let data4 = data3.checkedAt;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err23 = {instancePath:instancePath+"/results/" + i0+"/checkedAt",schemaPath:"#/properties/results/items/properties/checkedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/results/" + i0+"/checkedAt",schemaPath:"#/properties/results/items/properties/checkedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.contentType !== undefined){
let data5 = data3.contentType;
if((typeof data5 !== "string") && (data5 !== null)){
const err25 = {instancePath:instancePath+"/results/" + i0+"/contentType",schemaPath:"#/properties/results/items/properties/contentType/type",keyword:"type",params:{type: schema34.properties.results.items.properties.contentType.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.error !== undefined){
let data6 = data3.error;
if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (data6 !== null)){
const err26 = {instancePath:instancePath+"/results/" + i0+"/error",schemaPath:"#/properties/results/items/properties/error/type",keyword:"type",params:{type: schema34.properties.results.items.properties.error.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.code === undefined){
const err27 = {instancePath:instancePath+"/results/" + i0+"/error",schemaPath:"#/properties/results/items/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.message === undefined){
const err28 = {instancePath:instancePath+"/results/" + i0+"/error",schemaPath:"#/properties/results/items/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "code") || (key2 === "message"))){
const err29 = {instancePath:instancePath+"/results/" + i0+"/error",schemaPath:"#/properties/results/items/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.code !== undefined){
let data7 = data6.code;
if(typeof data7 !== "string"){
const err30 = {instancePath:instancePath+"/results/" + i0+"/error/code",schemaPath:"#/properties/results/items/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!((((((data7 === "url_not_allowed") || (data7 === "dns_failure")) || (data7 === "connect_failure")) || (data7 === "tls_failure")) || (data7 === "timeout")) || (data7 === "too_many_redirects"))){
const err31 = {instancePath:instancePath+"/results/" + i0+"/error/code",schemaPath:"#/properties/results/items/properties/error/properties/code/enum",keyword:"enum",params:{allowedValues: schema34.properties.results.items.properties.error.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err32 = {instancePath:instancePath+"/results/" + i0+"/error/message",schemaPath:"#/properties/results/items/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data3.expectedStatusMatched !== undefined){
let data9 = data3.expectedStatusMatched;
if((typeof data9 !== "boolean") && (data9 !== null)){
const err33 = {instancePath:instancePath+"/results/" + i0+"/expectedStatusMatched",schemaPath:"#/properties/results/items/properties/expectedStatusMatched/type",keyword:"type",params:{type: schema34.properties.results.items.properties.expectedStatusMatched.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data3.finalUrl !== undefined){
let data10 = data3.finalUrl;
if((typeof data10 !== "string") && (data10 !== null)){
const err34 = {instancePath:instancePath+"/results/" + i0+"/finalUrl",schemaPath:"#/properties/results/items/properties/finalUrl/type",keyword:"type",params:{type: schema34.properties.results.items.properties.finalUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data3.latencyMs !== undefined){
let data11 = data3.latencyMs;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err35 = {instancePath:instancePath+"/results/" + i0+"/latencyMs",schemaPath:"#/properties/results/items/properties/latencyMs/type",keyword:"type",params:{type: schema34.properties.results.items.properties.latencyMs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err36 = {instancePath:instancePath+"/results/" + i0+"/latencyMs",schemaPath:"#/properties/results/items/properties/latencyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.reachable !== undefined){
if(typeof data3.reachable !== "boolean"){
const err37 = {instancePath:instancePath+"/results/" + i0+"/reachable",schemaPath:"#/properties/results/items/properties/reachable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data3.redirects !== undefined){
let data13 = data3.redirects;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.location === undefined){
const err38 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1,schemaPath:"#/properties/results/items/properties/redirects/items/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.status === undefined){
const err39 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1,schemaPath:"#/properties/results/items/properties/redirects/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.url === undefined){
const err40 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1,schemaPath:"#/properties/results/items/properties/redirects/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data14){
if(!(((key3 === "location") || (key3 === "status")) || (key3 === "url"))){
const err41 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1,schemaPath:"#/properties/results/items/properties/redirects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data14.location !== undefined){
if(typeof data14.location !== "string"){
const err42 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1+"/location",schemaPath:"#/properties/results/items/properties/redirects/items/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data14.status !== undefined){
let data16 = data14.status;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1+"/status",schemaPath:"#/properties/results/items/properties/redirects/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 399 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1+"/status",schemaPath:"#/properties/results/items/properties/redirects/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 399},message:"must be <= 399"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data16 < 300 || isNaN(data16)){
const err45 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1+"/status",schemaPath:"#/properties/results/items/properties/redirects/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
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
if(data14.url !== undefined){
let data17 = data14.url;
if(typeof data17 === "string"){
if(!(formats2(data17))){
const err46 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1+"/url",schemaPath:"#/properties/results/items/properties/redirects/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err47 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1+"/url",schemaPath:"#/properties/results/items/properties/redirects/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/results/" + i0+"/redirects/" + i1,schemaPath:"#/properties/results/items/properties/redirects/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/results/" + i0+"/redirects",schemaPath:"#/properties/results/items/properties/redirects/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data3.status !== undefined){
let data18 = data3.status;
if((!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) && (data18 !== null)){
const err50 = {instancePath:instancePath+"/results/" + i0+"/status",schemaPath:"#/properties/results/items/properties/status/type",keyword:"type",params:{type: schema34.properties.results.items.properties.status.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 599 || isNaN(data18)){
const err51 = {instancePath:instancePath+"/results/" + i0+"/status",schemaPath:"#/properties/results/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data18 < 100 || isNaN(data18)){
const err52 = {instancePath:instancePath+"/results/" + i0+"/status",schemaPath:"#/properties/results/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data3.url !== undefined){
let data19 = data3.url;
if(typeof data19 === "string"){
if(!(formats2(data19))){
const err53 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err54 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err55 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err56 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const check_url_input = validate24;
const schema35 = {"additionalProperties":false,"properties":{"expectedStatus":{"description":"HTTP status code, 100 to 599, that the final response (after redirects) is expected to have; the result says whether it matched.","maximum":599,"minimum":100,"type":"integer"},"url":{"description":"Absolute URL to check (public http:// or https://).","format":"uri","type":"string"}},"required":["url"],"type":"object"};

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
if(!(formats2(data1))){
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const check_url_output = validate25;
const schema36 = {"additionalProperties":false,"description":"Result of checking one URL.","properties":{"checkedAt":{"description":"When the check ran.","format":"date-time","type":"string"},"contentType":{"description":"Content-Type of the final response.","type":["string","null"]},"error":{"additionalProperties":false,"properties":{"code":{"description":"Why no usable response was received: url_not_allowed, dns_failure, connect_failure, tls_failure, timeout, too_many_redirects.","enum":["url_not_allowed","dns_failure","connect_failure","tls_failure","timeout","too_many_redirects"],"type":"string"},"message":{"description":"Human-readable explanation.","type":"string"}},"required":["code","message"],"type":["object","null"]},"expectedStatusMatched":{"description":"Whether status equals expectedStatus; null when expectedStatus was not given.","type":["boolean","null"]},"finalUrl":{"description":"URL of the final response after redirects; null when no response was received.","type":["string","null"]},"latencyMs":{"description":"Time to the final response's headers in milliseconds, redirects included.","minimum":0,"type":["integer","null"]},"reachable":{"description":"True when an HTTP response was received (any status).","type":"boolean"},"redirects":{"description":"Redirects followed, in order; empty when none.","items":{"additionalProperties":false,"description":"One redirect followed on the way to the final response.","properties":{"location":{"description":"Where the redirect pointed, resolved to an absolute URL.","type":"string"},"status":{"description":"Redirect status code (301, 302, 303, 307 or 308).","maximum":399,"minimum":300,"type":"integer"},"url":{"description":"URL that answered with a redirect.","format":"uri","type":"string"}},"required":["location","status","url"],"type":"object"},"type":"array"},"status":{"description":"HTTP status of the final response.","maximum":599,"minimum":100,"type":["integer","null"]},"url":{"description":"The URL as requested.","format":"uri","type":"string"}},"required":["checkedAt","contentType","error","expectedStatusMatched","finalUrl","latencyMs","reachable","redirects","status","url"],"type":"object"};

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
if(!(func1.call(schema36.properties, key0))){
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
if(!(formats0.validate(data0))){
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
const err13 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: schema36.properties.contentType.type},message:"must be string,null"};
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
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema36.properties.error.type},message:"must be object,null"};
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
const err19 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/enum",keyword:"enum",params:{allowedValues: schema36.properties.error.properties.code.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath:instancePath+"/expectedStatusMatched",schemaPath:"#/properties/expectedStatusMatched/type",keyword:"type",params:{type: schema36.properties.expectedStatusMatched.type},message:"must be boolean,null"};
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
const err22 = {instancePath:instancePath+"/finalUrl",schemaPath:"#/properties/finalUrl/type",keyword:"type",params:{type: schema36.properties.finalUrl.type},message:"must be string,null"};
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
const err23 = {instancePath:instancePath+"/latencyMs",schemaPath:"#/properties/latencyMs/type",keyword:"type",params:{type: schema36.properties.latencyMs.type},message:"must be integer,null"};
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
let data9 = data.redirects;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.location === undefined){
const err26 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.status === undefined){
const err27 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.url === undefined){
const err28 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data10){
if(!(((key2 === "location") || (key2 === "status")) || (key2 === "url"))){
const err29 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.location !== undefined){
if(typeof data10.location !== "string"){
const err30 = {instancePath:instancePath+"/redirects/" + i0+"/location",schemaPath:"#/properties/redirects/items/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.status !== undefined){
let data12 = data10.status;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err31 = {instancePath:instancePath+"/redirects/" + i0+"/status",schemaPath:"#/properties/redirects/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 399 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/redirects/" + i0+"/status",schemaPath:"#/properties/redirects/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 399},message:"must be <= 399"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data12 < 300 || isNaN(data12)){
const err33 = {instancePath:instancePath+"/redirects/" + i0+"/status",schemaPath:"#/properties/redirects/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
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
if(data10.url !== undefined){
let data13 = data10.url;
if(typeof data13 === "string"){
if(!(formats2(data13))){
const err34 = {instancePath:instancePath+"/redirects/" + i0+"/url",schemaPath:"#/properties/redirects/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err35 = {instancePath:instancePath+"/redirects/" + i0+"/url",schemaPath:"#/properties/redirects/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err37 = {instancePath:instancePath+"/redirects",schemaPath:"#/properties/redirects/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.status !== undefined){
let data14 = data.status;
if((!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) && (data14 !== null)){
const err38 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema36.properties.status.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 599 || isNaN(data14)){
const err39 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14 < 100 || isNaN(data14)){
const err40 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.url !== undefined){
let data15 = data.url;
if(typeof data15 === "string"){
if(!(formats2(data15))){
const err41 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err42 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_audit_input = validate26;
const schema37 = {"additionalProperties":false,"properties":{"excludePayers":{"description":"Up to 10 payer wallets (EVM addresses) to leave out of the buyer and revenue signals, e.g. the merchant's own test wallets.","items":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"maxItems":10,"type":"array"},"payTo":{"description":"The merchant's payment-recipient wallet on Base (EVM address); identifies the merchant.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"queries":{"description":"1 to 5 buyer search phrases, 2 to 100 characters each, that a buyer would type to find this merchant's service.","items":{"maxLength":100,"minLength":2,"type":"string"},"maxItems":5,"minItems":1,"type":"array"}},"required":["payTo","queries"],"type":"object"};
const func3 = __ajv_dep1.default;

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
let data0 = data.excludePayers;
if(Array.isArray(data0)){
if(data0.length > 10){
const err3 = {instancePath:instancePath+"/excludePayers",schemaPath:"#/properties/excludePayers/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/excludePayers/" + i0,schemaPath:"#/properties/excludePayers/items/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err5 = {instancePath:instancePath+"/excludePayers/" + i0,schemaPath:"#/properties/excludePayers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/excludePayers",schemaPath:"#/properties/excludePayers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.payTo !== undefined){
let data2 = data.payTo;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err8 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.queries !== undefined){
let data3 = data.queries;
if(Array.isArray(data3)){
if(data3.length > 5){
const err9 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.length < 1){
const err10 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(func3(data4) > 100){
const err11 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func3(data4) < 2){
const err12 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err13 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err14 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_audit_output = validate27;
const schema38 = {"additionalProperties":false,"properties":{"alerts":{"description":"Changes since the previous audit of the same wallet and queries; empty on the first run.","items":{"additionalProperties":false,"properties":{"current":{"description":"Current value, as text.","type":["string","null"]},"kind":{"description":"What changed, e.g. score_drop, rank_lost, price_undercut, reliability_drop.","type":"string"},"message":{"type":"string"},"previous":{"description":"Earlier value, as text.","type":["string","null"]}},"required":["current","kind","message","previous"],"type":"object"},"type":"array"},"auditedAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"buyerReach":{"additionalProperties":false,"description":"Counts of paying wallets; no identities.","properties":{"repeatBuyers":{"minimum":0,"type":"integer"},"uniqueBuyers":{"minimum":0,"type":"integer"},"windowDays":{"minimum":1,"type":"integer"}},"required":["repeatBuyers","uniqueBuyers","windowDays"],"type":"object"},"competitorPrices":{"description":"Competing listings for the same phrases and their prices.","items":{"additionalProperties":false,"properties":{"payTo":{"description":"Competitor's payment wallet.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"priceUsdc":{"description":"Competitor's advertised price per call in USDC.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"query":{"description":"Phrase the competitor ranked for.","type":"string"},"resource":{"description":"Competitor endpoint URL.","format":"uri","type":"string"}},"required":["payTo","priceUsdc","query","resource"],"type":"object"},"type":"array"},"history":{"description":"Earlier audits of the same wallet and queries, oldest first: scores and times only. Empty on the first run.","items":{"additionalProperties":false,"properties":{"auditedAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"overall":{"description":"Score from 0 (worst) to 100 (best).","maximum":100,"minimum":0,"type":"integer"}},"required":["auditedAt","overall"],"type":"object"},"type":"array"},"listings":{"description":"Discovery listings whose recipient is payTo.","items":{"additionalProperties":false,"properties":{"description":{"description":"Listing description as published.","type":["string","null"]},"issues":{"description":"Problems found in this listing (missing description, wrong network, …).","items":{"type":"string"},"type":"array"},"network":{"description":"Payment network named by the listing, e.g. base.","type":["string","null"]},"priceUsdc":{"oneOf":[{"type":"null"},{"description":"Advertised price per call in USDC.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}]},"resource":{"description":"Listed endpoint URL.","format":"uri","type":"string"}},"required":["description","issues","network","priceUsdc","resource"],"type":"object"},"type":"array"},"payTo":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"paymentReliability":{"additionalProperties":false,"description":"Whether the merchant's endpoints return a valid x402 challenge (USDC on Base, paying payTo).","properties":{"endpointsChecked":{"minimum":0,"type":"integer"},"issues":{"description":"Challenge problems found (wrong asset, wrong network, recipient mismatch, unreachable).","items":{"type":"string"},"type":"array"},"validChallenges":{"minimum":0,"type":"integer"}},"required":["endpointsChecked","issues","validChallenges"],"type":"object"},"scores":{"additionalProperties":false,"description":"Scores 0 to 100.","properties":{"buyerReach":{"description":"Breadth and repeat rate of paying buyers.","maximum":100,"minimum":0,"type":"integer"},"discovery":{"description":"How findable the merchant's listings are for the given queries.","maximum":100,"minimum":0,"type":"integer"},"overall":{"description":"Overall merchant score, 0 to 100.","maximum":100,"minimum":0,"type":"integer"},"reliability":{"description":"How reliably its endpoints return a valid x402 challenge.","maximum":100,"minimum":0,"type":"integer"},"usdcActivity":{"description":"Strength of observed USDC payments on Base.","maximum":100,"minimum":0,"type":"integer"}},"required":["buyerReach","discovery","overall","reliability","usdcActivity"],"type":"object"},"semanticRank":{"description":"One entry per query, in input order.","items":{"additionalProperties":false,"properties":{"query":{"description":"The buyer search phrase.","type":"string"},"rank":{"description":"1-based position of the merchant's best listing for this phrase; null when not found.","minimum":1,"type":["integer","null"]},"resultsConsidered":{"description":"How many listings were ranked.","minimum":0,"type":"integer"}},"required":["query","rank","resultsConsidered"],"type":"object"},"type":"array"},"usdcActivity":{"additionalProperties":false,"description":"Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.","properties":{"excludedPayerCount":{"description":"How many excludePayers addresses were applied.","maximum":10,"minimum":0,"type":"integer"},"transferCount":{"description":"USDC transfers to payTo on Base observed in the window, excluded payers left out.","minimum":0,"type":"integer"},"uniquePayers":{"description":"Distinct paying wallets observed, excluded payers left out.","minimum":0,"type":"integer"},"volumeUsdc":{"description":"Total USDC received in the window, excluded payers left out.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"windowDays":{"description":"Length of the observation window in days.","minimum":1,"type":"integer"}},"required":["excludedPayerCount","transferCount","uniquePayers","volumeUsdc","windowDays"],"type":"object"}},"required":["alerts","auditedAt","buyerReach","competitorPrices","history","listings","payTo","paymentReliability","scores","semanticRank","usdcActivity"],"type":"object"};

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
if(!(func1.call(schema38.properties, key0))){
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
const err17 = {instancePath:instancePath+"/alerts/" + i0+"/current",schemaPath:"#/properties/alerts/items/properties/current/type",keyword:"type",params:{type: schema38.properties.alerts.items.properties.current.type},message:"must be string,null"};
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
const err20 = {instancePath:instancePath+"/alerts/" + i0+"/previous",schemaPath:"#/properties/alerts/items/properties/previous/type",keyword:"type",params:{type: schema38.properties.alerts.items.properties.previous.type},message:"must be string,null"};
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
if(!(formats0.validate(data6))){
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
if(!pattern4.test(data13)){
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
if(!pattern7.test(data14)){
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
if(!(formats2(data16))){
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
if(!(formats0.validate(data19))){
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
const err66 = {instancePath:instancePath+"/listings/" + i3+"/description",schemaPath:"#/properties/listings/items/properties/description/type",keyword:"type",params:{type: schema38.properties.listings.items.properties.description.type},message:"must be string,null"};
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
let data24 = data22.issues;
if(Array.isArray(data24)){
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
if(typeof data24[i4] !== "string"){
const err67 = {instancePath:instancePath+"/listings/" + i3+"/issues/" + i4,schemaPath:"#/properties/listings/items/properties/issues/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err68 = {instancePath:instancePath+"/listings/" + i3+"/issues",schemaPath:"#/properties/listings/items/properties/issues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data22.network !== undefined){
let data26 = data22.network;
if((typeof data26 !== "string") && (data26 !== null)){
const err69 = {instancePath:instancePath+"/listings/" + i3+"/network",schemaPath:"#/properties/listings/items/properties/network/type",keyword:"type",params:{type: schema38.properties.listings.items.properties.network.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data22.priceUsdc !== undefined){
let data27 = data22.priceUsdc;
const _errs62 = errors;
let valid16 = false;
let passing0 = null;
const _errs63 = errors;
if(data27 !== null){
const err70 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid0 = _errs63 === errors;
if(_valid0){
valid16 = true;
passing0 = 0;
}
const _errs65 = errors;
if(typeof data27 === "string"){
if(!pattern7.test(data27)){
const err71 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid0 = _errs65 === errors;
if(_valid0 && valid16){
valid16 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid16 = true;
passing0 = 1;
}
}
if(!valid16){
const err73 = {instancePath:instancePath+"/listings/" + i3+"/priceUsdc",schemaPath:"#/properties/listings/items/properties/priceUsdc/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
if(data22.resource !== undefined){
let data28 = data22.resource;
if(typeof data28 === "string"){
if(!(formats2(data28))){
const err74 = {instancePath:instancePath+"/listings/" + i3+"/resource",schemaPath:"#/properties/listings/items/properties/resource/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/listings/" + i3+"/resource",schemaPath:"#/properties/listings/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/listings/" + i3,schemaPath:"#/properties/listings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err77 = {instancePath:instancePath+"/listings",schemaPath:"#/properties/listings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.payTo !== undefined){
let data29 = data.payTo;
if(typeof data29 === "string"){
if(!pattern4.test(data29)){
const err78 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.paymentReliability !== undefined){
let data30 = data.paymentReliability;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.endpointsChecked === undefined){
const err80 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/required",keyword:"required",params:{missingProperty: "endpointsChecked"},message:"must have required property '"+"endpointsChecked"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data30.issues === undefined){
const err81 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/required",keyword:"required",params:{missingProperty: "issues"},message:"must have required property '"+"issues"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data30.validChallenges === undefined){
const err82 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/required",keyword:"required",params:{missingProperty: "validChallenges"},message:"must have required property '"+"validChallenges"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key6 in data30){
if(!(((key6 === "endpointsChecked") || (key6 === "issues")) || (key6 === "validChallenges"))){
const err83 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data30.endpointsChecked !== undefined){
let data31 = data30.endpointsChecked;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err84 = {instancePath:instancePath+"/paymentReliability/endpointsChecked",schemaPath:"#/properties/paymentReliability/properties/endpointsChecked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err85 = {instancePath:instancePath+"/paymentReliability/endpointsChecked",schemaPath:"#/properties/paymentReliability/properties/endpointsChecked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data30.issues !== undefined){
let data32 = data30.issues;
if(Array.isArray(data32)){
const len5 = data32.length;
for(let i5=0; i5<len5; i5++){
if(typeof data32[i5] !== "string"){
const err86 = {instancePath:instancePath+"/paymentReliability/issues/" + i5,schemaPath:"#/properties/paymentReliability/properties/issues/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/paymentReliability/issues",schemaPath:"#/properties/paymentReliability/properties/issues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data30.validChallenges !== undefined){
let data34 = data30.validChallenges;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err88 = {instancePath:instancePath+"/paymentReliability/validChallenges",schemaPath:"#/properties/paymentReliability/properties/validChallenges/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err89 = {instancePath:instancePath+"/paymentReliability/validChallenges",schemaPath:"#/properties/paymentReliability/properties/validChallenges/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
}
else {
const err90 = {instancePath:instancePath+"/paymentReliability",schemaPath:"#/properties/paymentReliability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.scores !== undefined){
let data35 = data.scores;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.buyerReach === undefined){
const err91 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "buyerReach"},message:"must have required property '"+"buyerReach"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data35.discovery === undefined){
const err92 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "discovery"},message:"must have required property '"+"discovery"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data35.overall === undefined){
const err93 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "overall"},message:"must have required property '"+"overall"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data35.reliability === undefined){
const err94 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "reliability"},message:"must have required property '"+"reliability"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data35.usdcActivity === undefined){
const err95 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/required",keyword:"required",params:{missingProperty: "usdcActivity"},message:"must have required property '"+"usdcActivity"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
for(const key7 in data35){
if(!(((((key7 === "buyerReach") || (key7 === "discovery")) || (key7 === "overall")) || (key7 === "reliability")) || (key7 === "usdcActivity"))){
const err96 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data35.buyerReach !== undefined){
let data36 = data35.buyerReach;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err97 = {instancePath:instancePath+"/scores/buyerReach",schemaPath:"#/properties/scores/properties/buyerReach/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 100 || isNaN(data36)){
const err98 = {instancePath:instancePath+"/scores/buyerReach",schemaPath:"#/properties/scores/properties/buyerReach/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err99 = {instancePath:instancePath+"/scores/buyerReach",schemaPath:"#/properties/scores/properties/buyerReach/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data35.discovery !== undefined){
let data37 = data35.discovery;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err100 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 100 || isNaN(data37)){
const err101 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err102 = {instancePath:instancePath+"/scores/discovery",schemaPath:"#/properties/scores/properties/discovery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
if(data35.overall !== undefined){
let data38 = data35.overall;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err103 = {instancePath:instancePath+"/scores/overall",schemaPath:"#/properties/scores/properties/overall/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 100 || isNaN(data38)){
const err104 = {instancePath:instancePath+"/scores/overall",schemaPath:"#/properties/scores/properties/overall/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data38 < 0 || isNaN(data38)){
const err105 = {instancePath:instancePath+"/scores/overall",schemaPath:"#/properties/scores/properties/overall/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
if(data35.reliability !== undefined){
let data39 = data35.reliability;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err106 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 > 100 || isNaN(data39)){
const err107 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data39 < 0 || isNaN(data39)){
const err108 = {instancePath:instancePath+"/scores/reliability",schemaPath:"#/properties/scores/properties/reliability/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
if(data35.usdcActivity !== undefined){
let data40 = data35.usdcActivity;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err109 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 100 || isNaN(data40)){
const err110 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data40 < 0 || isNaN(data40)){
const err111 = {instancePath:instancePath+"/scores/usdcActivity",schemaPath:"#/properties/scores/properties/usdcActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
}
else {
const err112 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.semanticRank !== undefined){
let data41 = data.semanticRank;
if(Array.isArray(data41)){
const len6 = data41.length;
for(let i6=0; i6<len6; i6++){
let data42 = data41[i6];
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.query === undefined){
const err113 = {instancePath:instancePath+"/semanticRank/" + i6,schemaPath:"#/properties/semanticRank/items/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data42.rank === undefined){
const err114 = {instancePath:instancePath+"/semanticRank/" + i6,schemaPath:"#/properties/semanticRank/items/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data42.resultsConsidered === undefined){
const err115 = {instancePath:instancePath+"/semanticRank/" + i6,schemaPath:"#/properties/semanticRank/items/required",keyword:"required",params:{missingProperty: "resultsConsidered"},message:"must have required property '"+"resultsConsidered"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
for(const key8 in data42){
if(!(((key8 === "query") || (key8 === "rank")) || (key8 === "resultsConsidered"))){
const err116 = {instancePath:instancePath+"/semanticRank/" + i6,schemaPath:"#/properties/semanticRank/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data42.query !== undefined){
if(typeof data42.query !== "string"){
const err117 = {instancePath:instancePath+"/semanticRank/" + i6+"/query",schemaPath:"#/properties/semanticRank/items/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data42.rank !== undefined){
let data44 = data42.rank;
if((!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))) && (data44 !== null)){
const err118 = {instancePath:instancePath+"/semanticRank/" + i6+"/rank",schemaPath:"#/properties/semanticRank/items/properties/rank/type",keyword:"type",params:{type: schema38.properties.semanticRank.items.properties.rank.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 1 || isNaN(data44)){
const err119 = {instancePath:instancePath+"/semanticRank/" + i6+"/rank",schemaPath:"#/properties/semanticRank/items/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data42.resultsConsidered !== undefined){
let data45 = data42.resultsConsidered;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err120 = {instancePath:instancePath+"/semanticRank/" + i6+"/resultsConsidered",schemaPath:"#/properties/semanticRank/items/properties/resultsConsidered/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err121 = {instancePath:instancePath+"/semanticRank/" + i6+"/resultsConsidered",schemaPath:"#/properties/semanticRank/items/properties/resultsConsidered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
}
else {
const err122 = {instancePath:instancePath+"/semanticRank/" + i6,schemaPath:"#/properties/semanticRank/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/semanticRank",schemaPath:"#/properties/semanticRank/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.usdcActivity !== undefined){
let data46 = data.usdcActivity;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.excludedPayerCount === undefined){
const err124 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "excludedPayerCount"},message:"must have required property '"+"excludedPayerCount"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data46.transferCount === undefined){
const err125 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "transferCount"},message:"must have required property '"+"transferCount"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data46.uniquePayers === undefined){
const err126 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "uniquePayers"},message:"must have required property '"+"uniquePayers"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data46.volumeUsdc === undefined){
const err127 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "volumeUsdc"},message:"must have required property '"+"volumeUsdc"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data46.windowDays === undefined){
const err128 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "windowDays"},message:"must have required property '"+"windowDays"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
for(const key9 in data46){
if(!(((((key9 === "excludedPayerCount") || (key9 === "transferCount")) || (key9 === "uniquePayers")) || (key9 === "volumeUsdc")) || (key9 === "windowDays"))){
const err129 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data46.excludedPayerCount !== undefined){
let data47 = data46.excludedPayerCount;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err130 = {instancePath:instancePath+"/usdcActivity/excludedPayerCount",schemaPath:"#/properties/usdcActivity/properties/excludedPayerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 10 || isNaN(data47)){
const err131 = {instancePath:instancePath+"/usdcActivity/excludedPayerCount",schemaPath:"#/properties/usdcActivity/properties/excludedPayerCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data47 < 0 || isNaN(data47)){
const err132 = {instancePath:instancePath+"/usdcActivity/excludedPayerCount",schemaPath:"#/properties/usdcActivity/properties/excludedPayerCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
if(data46.transferCount !== undefined){
let data48 = data46.transferCount;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err133 = {instancePath:instancePath+"/usdcActivity/transferCount",schemaPath:"#/properties/usdcActivity/properties/transferCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err134 = {instancePath:instancePath+"/usdcActivity/transferCount",schemaPath:"#/properties/usdcActivity/properties/transferCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
if(data46.uniquePayers !== undefined){
let data49 = data46.uniquePayers;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err135 = {instancePath:instancePath+"/usdcActivity/uniquePayers",schemaPath:"#/properties/usdcActivity/properties/uniquePayers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 0 || isNaN(data49)){
const err136 = {instancePath:instancePath+"/usdcActivity/uniquePayers",schemaPath:"#/properties/usdcActivity/properties/uniquePayers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
if(data46.volumeUsdc !== undefined){
let data50 = data46.volumeUsdc;
if(typeof data50 === "string"){
if(!pattern7.test(data50)){
const err137 = {instancePath:instancePath+"/usdcActivity/volumeUsdc",schemaPath:"#/properties/usdcActivity/properties/volumeUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/usdcActivity/volumeUsdc",schemaPath:"#/properties/usdcActivity/properties/volumeUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data46.windowDays !== undefined){
let data51 = data46.windowDays;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err139 = {instancePath:instancePath+"/usdcActivity/windowDays",schemaPath:"#/properties/usdcActivity/properties/windowDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 1 || isNaN(data51)){
const err140 = {instancePath:instancePath+"/usdcActivity/windowDays",schemaPath:"#/properties/usdcActivity/properties/windowDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
}
else {
const err141 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_snapshot_input = validate28;
const schema39 = {"additionalProperties":false,"properties":{"excludePayers":{"description":"Up to 10 payer wallets (EVM addresses) to leave out of the buyer and revenue signals, e.g. the merchant's own test wallets.","items":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"maxItems":10,"type":"array"},"payTo":{"description":"The merchant's payment-recipient wallet on Base (EVM address).","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"queries":{"description":"1 to 3 buyer search phrases, 2 to 100 characters each, that a buyer would type to find this merchant's service.","items":{"maxLength":100,"minLength":2,"type":"string"},"maxItems":3,"minItems":1,"type":"array"}},"required":["payTo","queries"],"type":"object"};

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
let data0 = data.excludePayers;
if(Array.isArray(data0)){
if(data0.length > 10){
const err3 = {instancePath:instancePath+"/excludePayers",schemaPath:"#/properties/excludePayers/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/excludePayers/" + i0,schemaPath:"#/properties/excludePayers/items/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err5 = {instancePath:instancePath+"/excludePayers/" + i0,schemaPath:"#/properties/excludePayers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/excludePayers",schemaPath:"#/properties/excludePayers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.payTo !== undefined){
let data2 = data.payTo;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^0x[a-fA-F0-9]{40}$"},message:"must match pattern \""+"^0x[a-fA-F0-9]{40}$"+"\""};
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
const err8 = {instancePath:instancePath+"/payTo",schemaPath:"#/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.queries !== undefined){
let data3 = data.queries;
if(Array.isArray(data3)){
if(data3.length > 3){
const err9 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.length < 1){
const err10 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(func3(data4) > 100){
const err11 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func3(data4) < 2){
const err12 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err13 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err14 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const merchant_snapshot_output = validate29;
const schema40 = {"additionalProperties":false,"properties":{"largestRevenueIssue":{"additionalProperties":false,"description":"The single issue costing the most revenue; null when none was found.","properties":{"code":{"description":"Stable identifier of the issue, e.g. not_discoverable, invalid_challenge, overpriced.","type":"string"},"recommendation":{"description":"What to change.","type":"string"},"summary":{"description":"What is wrong, in one sentence.","type":"string"}},"required":["code","recommendation","summary"],"type":["object","null"]},"payTo":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"scores":{"additionalProperties":false,"description":"Scores 0 to 100.","properties":{"buyerSignals":{"description":"Score from 0 (worst) to 100 (best).","maximum":100,"minimum":0,"type":"integer"},"discovery":{"description":"Score from 0 (worst) to 100 (best).","maximum":100,"minimum":0,"type":"integer"},"reliability":{"description":"Score from 0 (worst) to 100 (best).","maximum":100,"minimum":0,"type":"integer"},"usdcActivity":{"description":"Score from 0 (worst) to 100 (best).","maximum":100,"minimum":0,"type":"integer"}},"required":["buyerSignals","discovery","reliability","usdcActivity"],"type":"object"},"snapshotAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"usdcActivity":{"additionalProperties":false,"description":"Observed USDC (Base) payments to the merchant wallet. Aggregates only, no payer identities.","properties":{"excludedPayerCount":{"description":"How many excludePayers addresses were applied.","maximum":10,"minimum":0,"type":"integer"},"transferCount":{"description":"USDC transfers to payTo on Base observed in the window, excluded payers left out.","minimum":0,"type":"integer"},"uniquePayers":{"description":"Distinct paying wallets observed, excluded payers left out.","minimum":0,"type":"integer"},"volumeUsdc":{"description":"Total USDC received in the window, excluded payers left out.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"windowDays":{"description":"Length of the observation window in days.","minimum":1,"type":"integer"}},"required":["excludedPayerCount","transferCount","uniquePayers","volumeUsdc","windowDays"],"type":"object"}},"required":["largestRevenueIssue","payTo","scores","snapshotAt","usdcActivity"],"type":"object"};

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
const err6 = {instancePath:instancePath+"/largestRevenueIssue",schemaPath:"#/properties/largestRevenueIssue/type",keyword:"type",params:{type: schema40.properties.largestRevenueIssue.type},message:"must be object,null"};
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
if(!pattern4.test(data4)){
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
if(!(formats0.validate(data10))){
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
let data11 = data.usdcActivity;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.excludedPayerCount === undefined){
const err36 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "excludedPayerCount"},message:"must have required property '"+"excludedPayerCount"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data11.transferCount === undefined){
const err37 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "transferCount"},message:"must have required property '"+"transferCount"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data11.uniquePayers === undefined){
const err38 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "uniquePayers"},message:"must have required property '"+"uniquePayers"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data11.volumeUsdc === undefined){
const err39 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "volumeUsdc"},message:"must have required property '"+"volumeUsdc"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data11.windowDays === undefined){
const err40 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/required",keyword:"required",params:{missingProperty: "windowDays"},message:"must have required property '"+"windowDays"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data11){
if(!(((((key3 === "excludedPayerCount") || (key3 === "transferCount")) || (key3 === "uniquePayers")) || (key3 === "volumeUsdc")) || (key3 === "windowDays"))){
const err41 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data11.excludedPayerCount !== undefined){
let data12 = data11.excludedPayerCount;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err42 = {instancePath:instancePath+"/usdcActivity/excludedPayerCount",schemaPath:"#/properties/usdcActivity/properties/excludedPayerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10 || isNaN(data12)){
const err43 = {instancePath:instancePath+"/usdcActivity/excludedPayerCount",schemaPath:"#/properties/usdcActivity/properties/excludedPayerCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err44 = {instancePath:instancePath+"/usdcActivity/excludedPayerCount",schemaPath:"#/properties/usdcActivity/properties/excludedPayerCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.transferCount !== undefined){
let data13 = data11.transferCount;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err45 = {instancePath:instancePath+"/usdcActivity/transferCount",schemaPath:"#/properties/usdcActivity/properties/transferCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/usdcActivity/transferCount",schemaPath:"#/properties/usdcActivity/properties/transferCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.uniquePayers !== undefined){
let data14 = data11.uniquePayers;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err47 = {instancePath:instancePath+"/usdcActivity/uniquePayers",schemaPath:"#/properties/usdcActivity/properties/uniquePayers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err48 = {instancePath:instancePath+"/usdcActivity/uniquePayers",schemaPath:"#/properties/usdcActivity/properties/uniquePayers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.volumeUsdc !== undefined){
let data15 = data11.volumeUsdc;
if(typeof data15 === "string"){
if(!pattern7.test(data15)){
const err49 = {instancePath:instancePath+"/usdcActivity/volumeUsdc",schemaPath:"#/properties/usdcActivity/properties/volumeUsdc/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/usdcActivity/volumeUsdc",schemaPath:"#/properties/usdcActivity/properties/volumeUsdc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data11.windowDays !== undefined){
let data16 = data11.windowDays;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err51 = {instancePath:instancePath+"/usdcActivity/windowDays",schemaPath:"#/properties/usdcActivity/properties/windowDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err52 = {instancePath:instancePath+"/usdcActivity/windowDays",schemaPath:"#/properties/usdcActivity/properties/windowDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/usdcActivity",schemaPath:"#/properties/usdcActivity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const payment_guard_input = validate30;
const schema41 = {"additionalProperties":false,"properties":{"expectedPayTo":{"description":"Recipient wallet the challenge must name (EVM address); omit to skip the recipient check.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"maxAmountUsdc":{"description":"Most you are willing to pay for this call, USDC decimal string with up to 6 fractional digits (e.g. \"0.25\").","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"minGasReserveEth":{"description":"ETH that must remain on payerAddress for gas, ETH decimal string with up to 18 fractional digits (e.g. \"0.0005\").","pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"payerAddress":{"description":"Wallet on Base that would sign and pay (EVM address).","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"serviceUrl":{"description":"Public https:// endpoint of the paid service whose x402 challenge to validate.","format":"uri","pattern":"^https://","type":"string"}},"required":["maxAmountUsdc","payerAddress","serviceUrl"],"type":"object"};
const pattern24 = new RegExp("^https://", "u");

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
if(!pattern4.test(data0)){
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
if(!pattern7.test(data1)){
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
if(!pattern6.test(data2)){
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
if(!pattern4.test(data3)){
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
if(!pattern24.test(data4)){
const err12 = {instancePath:instancePath+"/serviceUrl",schemaPath:"#/properties/serviceUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats2(data4))){
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const payment_guard_output = validate31;
const schema42 = {"additionalProperties":false,"properties":{"challenge":{"additionalProperties":false,"description":"The live x402 challenge as received; null when the service did not answer with one.","properties":{"asset":{"description":"Token contract address or symbol named by the challenge.","type":"string"},"chainId":{"description":"Chain id of that network when known (8453 for Base).","type":["integer","null"]},"network":{"description":"Network named by the challenge.","type":"string"},"payTo":{"description":"Recipient named by the challenge.","type":"string"},"priceUsdc":{"description":"Amount the challenge asks for, in USDC.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["asset","chainId","network","payTo","priceUsdc"],"type":["object","null"]},"checkedAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"checks":{"description":"One entry per check, in a fixed order.","items":{"additionalProperties":false,"properties":{"detail":{"description":"What was compared and the outcome.","type":"string"},"name":{"description":"Which check.","enum":["challenge","price","network","asset","recipient","funding","gasReserve","destination"],"type":"string"},"passed":{"type":"boolean"}},"required":["detail","name","passed"],"type":"object"},"type":"array"},"ethBalance":{"description":"Native ETH balance on Base, decimal ETH (not wei).","pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"payerAddress":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"safeToSign":{"description":"True only when every check passed.","type":"boolean"},"serviceUrl":{"format":"uri","type":"string"},"usdcBalance":{"description":"USDC balance on Base, decimal USDC (not base units).","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["challenge","checkedAt","checks","ethBalance","payerAddress","safeToSign","serviceUrl","usdcBalance"],"type":"object"};

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
const err9 = {instancePath:instancePath+"/challenge",schemaPath:"#/properties/challenge/type",keyword:"type",params:{type: schema42.properties.challenge.type},message:"must be object,null"};
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
const err17 = {instancePath:instancePath+"/challenge/chainId",schemaPath:"#/properties/challenge/properties/chainId/type",keyword:"type",params:{type: schema42.properties.challenge.properties.chainId.type},message:"must be integer,null"};
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
if(!pattern7.test(data5)){
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
if(!(formats0.validate(data6))){
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
const err30 = {instancePath:instancePath+"/checks/" + i0+"/name",schemaPath:"#/properties/checks/items/properties/name/enum",keyword:"enum",params:{allowedValues: schema42.properties.checks.items.properties.name.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern6.test(data12)){
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
if(!pattern4.test(data13)){
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
if(!(formats2(data15))){
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
if(!pattern7.test(data16)){
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_tool_input = validate32;
const schema43 = {"additionalProperties":false,"properties":{"goal":{"description":"What you want to achieve, in plain words, 3 to 400 characters.","maxLength":400,"minLength":3,"type":"string"},"maxPriceUsd":{"description":"Highest price per call you accept, in USD paid as USDC, 0.001 to 10; tools above it are not recommended.","maximum":10,"minimum":0.001,"type":"number"}},"required":["goal"],"type":"object"};

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
if(func3(data0) > 400){
const err2 = {instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 3){
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_tool_output = validate33;
const schema44 = {"additionalProperties":false,"properties":{"alternatives":{"description":"Other tools that could serve the goal, best first.","items":{"additionalProperties":false,"properties":{"priceUsdc":{"description":"Exact price of one call in USDC.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"reason":{"description":"Why it fits the goal.","type":"string"},"tool":{"description":"Tool name.","type":"string"}},"required":["priceUsdc","reason","tool"],"type":"object"},"type":"array"},"nextStep":{"description":"What to do next, in one sentence.","type":"string"},"recommendation":{"additionalProperties":false,"description":"Best tool for the goal; null when no tool fits the goal within maxPriceUsd.","properties":{"priceUsdc":{"description":"Exact price of one call in USDC.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"},"reason":{"description":"Why it fits the goal.","type":"string"},"requiredInputs":{"description":"Names of the inputs the tool requires.","items":{"type":"string"},"type":"array"},"tool":{"description":"Tool name.","type":"string"}},"required":["priceUsdc","reason","requiredInputs","tool"],"type":["object","null"]}},"required":["alternatives","nextStep","recommendation"],"type":"object"};

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
if(!pattern7.test(data2)){
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
const err15 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/type",keyword:"type",params:{type: schema44.properties.recommendation.type},message:"must be object,null"};
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
if(!pattern7.test(data7)){
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
let data9 = data6.requiredInputs;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(typeof data9[i1] !== "string"){
const err24 = {instancePath:instancePath+"/recommendation/requiredInputs/" + i1,schemaPath:"#/properties/recommendation/properties/requiredInputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/recommendation/requiredInputs",schemaPath:"#/properties/recommendation/properties/requiredInputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.tool !== undefined){
if(typeof data6.tool !== "string"){
const err26 = {instancePath:instancePath+"/recommendation/tool",schemaPath:"#/properties/recommendation/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const treasury_preflight_input = validate34;
const schema45 = {"additionalProperties":false,"properties":{"address":{"description":"Wallet on Base that funds and signs (EVM address).","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"destinationAddress":{"description":"Where the funds would go (EVM address); its type (wallet or contract) and hazards are checked.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"expectedChainId":{"const":8453,"description":"Chain you intend to pay on; only 8453 (Base mainnet) is allowed.","type":"number"},"minGasReserveEth":{"description":"ETH that must remain for gas, decimal string with up to 18 fractional digits.","pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"plannedSpendUsdc":{"description":"Planned spend in USDC, decimal string with up to 6 fractional digits.","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["address"],"type":"object"};

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
if(!pattern4.test(data0)){
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
if(!pattern4.test(data1)){
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
if(!pattern6.test(data3)){
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
if(!pattern7.test(data4)){
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const treasury_preflight_output = validate35;
const schema46 = {"additionalProperties":false,"properties":{"address":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"blockNumber":{"minimum":0,"type":"integer"},"chainId":{"const":8453,"description":"Base mainnet.","type":"integer"},"checkedAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"destination":{"additionalProperties":false,"description":"Null when destinationAddress was not given.","properties":{"address":{"description":"EVM address: 0x followed by 40 hexadecimal characters.","pattern":"^0x[a-fA-F0-9]{40}$","type":"string"},"type":{"description":"eoa (plain wallet), contract, or self (same as address).","enum":["eoa","contract","self"],"type":"string"}},"required":["address","type"],"type":["object","null"]},"ethBalance":{"description":"Native ETH balance on Base, decimal ETH (not wei).","pattern":"^[0-9]+(\\.[0-9]{1,18})?$","type":"string"},"gasReserveMet":{"description":"Whether ethBalance is at least minGasReserveEth; null when not given.","type":["boolean","null"]},"hazards":{"description":"Hazards found; empty when none.","items":{"additionalProperties":false,"properties":{"code":{"description":"Stable hazard id, e.g. insufficient_usdc, low_gas, destination_is_token_contract, zero_address.","type":"string"},"message":{"type":"string"},"severity":{"enum":["info","warning","blocking"],"type":"string"}},"required":["code","message","severity"],"type":"object"},"type":"array"},"plannedSpendCovered":{"description":"Whether usdcBalance covers plannedSpendUsdc; null when not given.","type":["boolean","null"]},"ready":{"description":"True when no blocking hazard was found.","type":"boolean"},"usdcBalance":{"description":"USDC balance on Base, decimal USDC (not base units).","pattern":"^[0-9]+(\\.[0-9]{1,6})?$","type":"string"}},"required":["address","blockNumber","chainId","checkedAt","destination","ethBalance","gasReserveMet","hazards","plannedSpendCovered","ready","usdcBalance"],"type":"object"};

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
if(!(func1.call(schema46.properties, key0))){
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
if(!pattern4.test(data0)){
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
if(!(formats0.validate(data3))){
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
const err20 = {instancePath:instancePath+"/destination",schemaPath:"#/properties/destination/type",keyword:"type",params:{type: schema46.properties.destination.type},message:"must be object,null"};
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
if(!pattern4.test(data5)){
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
const err27 = {instancePath:instancePath+"/destination/type",schemaPath:"#/properties/destination/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.properties.destination.properties.type.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern6.test(data7)){
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
const err30 = {instancePath:instancePath+"/gasReserveMet",schemaPath:"#/properties/gasReserveMet/type",keyword:"type",params:{type: schema46.properties.gasReserveMet.type},message:"must be boolean,null"};
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
const err38 = {instancePath:instancePath+"/hazards/" + i0+"/severity",schemaPath:"#/properties/hazards/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema46.properties.hazards.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
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
const err41 = {instancePath:instancePath+"/plannedSpendCovered",schemaPath:"#/properties/plannedSpendCovered/type",keyword:"type",params:{type: schema46.properties.plannedSpendCovered.type},message:"must be boolean,null"};
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
if(!pattern7.test(data16)){
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_web_evidence_input = validate36;
const schema47 = {"additionalProperties":false,"properties":{"expectedStatus":{"description":"HTTP status code, 100 to 599, that the final response (after redirects) is expected to have; the result says whether it matched.","maximum":599,"minimum":100,"type":"integer"},"expectedText":{"description":"Text to look for, case-insensitively, in the inspected body; up to 500 characters.","maxLength":500,"type":"string"},"url":{"description":"Absolute public http:// or https:// URL of the page.","format":"uri","pattern":"^https?://","type":"string"}},"required":["url"],"type":"object"};

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
if(func3(data1) > 500){
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
if(!pattern8.test(data2)){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats2(data2))){
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_web_evidence_output = validate37;
const schema48 = {"additionalProperties":false,"properties":{"bodyTruncated":{"description":"True when the body was longer than the inspected bound.","type":"boolean"},"bytesInspected":{"minimum":0,"type":"integer"},"contentHash":{"additionalProperties":false,"properties":{"algorithm":{"const":"sha256","type":"string"},"value":{"description":"Lower-case hex digest of the inspected body.","pattern":"^[0-9a-f]{64}$","type":"string"}},"required":["algorithm","value"],"type":"object"},"error":{"additionalProperties":false,"description":"Why no response was received; null on success.","properties":{"code":{"type":"string"},"message":{"type":"string"}},"required":["code","message"],"type":["object","null"]},"expectedStatusMatched":{"description":"Null when expectedStatus was not given.","type":["boolean","null"]},"expectedTextFound":{"description":"Null when expectedText was not given.","type":["boolean","null"]},"expectedTextSnippet":{"description":"The first case-insensitive match of expectedText with up to 80 characters either side, whitespace collapsed; null when expectedText was not given or not found.","type":["string","null"]},"fetchedAt":{"description":"When the page was fetched.","format":"date-time","type":"string"},"finalUrl":{"type":["string","null"]},"metadata":{"additionalProperties":false,"properties":{"canonicalUrl":{"type":["string","null"]},"contentType":{"type":["string","null"]},"description":{"type":["string","null"]},"etag":{"type":["string","null"]},"lastModified":{"description":"Last-Modified header as sent.","type":["string","null"]},"title":{"type":["string","null"]}},"required":["canonicalUrl","contentType","description","etag","lastModified","title"],"type":"object"},"receipt":{"additionalProperties":false,"description":"Signed evidence receipt: verify `jws` offline with the service's public keys (jwksUrl) and compare its payload's evidenceHash with the SHA-256 of the canonical evidence fields (docs/payments.md).","properties":{"algorithm":{"const":"EdDSA","description":"JWS algorithm of the signature (Ed25519).","type":"string"},"evidenceHash":{"description":"SHA-256 (hex) over the canonical JSON of the evidence fields above.","pattern":"^[0-9a-f]{64}$","type":"string"},"issuedAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"jwksUrl":{"description":"Where the service publishes its receipt public keys (JWKS, application/jwk-set+json).","type":"string"},"jws":{"description":"Compact JWS (EdDSA, Ed25519) whose payload is {receiptId, evidenceHash, issuedAt, url}.","pattern":"^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$","type":"string"},"keyId":{"description":"Id (kid) of the Ed25519 key that signed, as listed in the JWKS.","type":"string"},"receiptId":{"description":"Identifier of this evidence receipt.","type":"string"}},"required":["algorithm","evidenceHash","issuedAt","jwksUrl","jws","keyId","receiptId"],"type":"object"},"redirects":{"items":{"additionalProperties":false,"description":"One redirect followed on the way to the final response.","properties":{"location":{"description":"Where the redirect pointed, resolved to an absolute URL.","type":"string"},"status":{"description":"Redirect status code (301, 302, 303, 307 or 308).","maximum":399,"minimum":300,"type":"integer"},"url":{"description":"URL that answered with a redirect.","format":"uri","type":"string"}},"required":["location","status","url"],"type":"object"},"type":"array"},"status":{"maximum":599,"minimum":100,"type":["integer","null"]},"url":{"format":"uri","type":"string"}},"required":["bodyTruncated","bytesInspected","contentHash","error","expectedStatusMatched","expectedTextFound","expectedTextSnippet","fetchedAt","finalUrl","metadata","receipt","redirects","status","url"],"type":"object"};
const pattern40 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern42 = new RegExp("^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$", "u");

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
if(!(func1.call(schema48.properties, key0))){
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
if(!pattern40.test(data4)){
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
const err26 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema48.properties.error.type},message:"must be object,null"};
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
const err32 = {instancePath:instancePath+"/expectedStatusMatched",schemaPath:"#/properties/expectedStatusMatched/type",keyword:"type",params:{type: schema48.properties.expectedStatusMatched.type},message:"must be boolean,null"};
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
const err33 = {instancePath:instancePath+"/expectedTextFound",schemaPath:"#/properties/expectedTextFound/type",keyword:"type",params:{type: schema48.properties.expectedTextFound.type},message:"must be boolean,null"};
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
const err34 = {instancePath:instancePath+"/expectedTextSnippet",schemaPath:"#/properties/expectedTextSnippet/type",keyword:"type",params:{type: schema48.properties.expectedTextSnippet.type},message:"must be string,null"};
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
if(!(formats0.validate(data11))){
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
const err37 = {instancePath:instancePath+"/finalUrl",schemaPath:"#/properties/finalUrl/type",keyword:"type",params:{type: schema48.properties.finalUrl.type},message:"must be string,null"};
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
const err45 = {instancePath:instancePath+"/metadata/canonicalUrl",schemaPath:"#/properties/metadata/properties/canonicalUrl/type",keyword:"type",params:{type: schema48.properties.metadata.properties.canonicalUrl.type},message:"must be string,null"};
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
const err46 = {instancePath:instancePath+"/metadata/contentType",schemaPath:"#/properties/metadata/properties/contentType/type",keyword:"type",params:{type: schema48.properties.metadata.properties.contentType.type},message:"must be string,null"};
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
const err47 = {instancePath:instancePath+"/metadata/description",schemaPath:"#/properties/metadata/properties/description/type",keyword:"type",params:{type: schema48.properties.metadata.properties.description.type},message:"must be string,null"};
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
const err48 = {instancePath:instancePath+"/metadata/etag",schemaPath:"#/properties/metadata/properties/etag/type",keyword:"type",params:{type: schema48.properties.metadata.properties.etag.type},message:"must be string,null"};
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
const err49 = {instancePath:instancePath+"/metadata/lastModified",schemaPath:"#/properties/metadata/properties/lastModified/type",keyword:"type",params:{type: schema48.properties.metadata.properties.lastModified.type},message:"must be string,null"};
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
const err50 = {instancePath:instancePath+"/metadata/title",schemaPath:"#/properties/metadata/properties/title/type",keyword:"type",params:{type: schema48.properties.metadata.properties.title.type},message:"must be string,null"};
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
if(!pattern40.test(data22)){
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
if(!(formats0.validate(data23))){
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
if(!pattern42.test(data25)){
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
let data28 = data.redirects;
if(Array.isArray(data28)){
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.location === undefined){
const err72 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data29.status === undefined){
const err73 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data29.url === undefined){
const err74 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key5 in data29){
if(!(((key5 === "location") || (key5 === "status")) || (key5 === "url"))){
const err75 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data29.location !== undefined){
if(typeof data29.location !== "string"){
const err76 = {instancePath:instancePath+"/redirects/" + i0+"/location",schemaPath:"#/properties/redirects/items/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data29.status !== undefined){
let data31 = data29.status;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err77 = {instancePath:instancePath+"/redirects/" + i0+"/status",schemaPath:"#/properties/redirects/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 399 || isNaN(data31)){
const err78 = {instancePath:instancePath+"/redirects/" + i0+"/status",schemaPath:"#/properties/redirects/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 399},message:"must be <= 399"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data31 < 300 || isNaN(data31)){
const err79 = {instancePath:instancePath+"/redirects/" + i0+"/status",schemaPath:"#/properties/redirects/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data29.url !== undefined){
let data32 = data29.url;
if(typeof data32 === "string"){
if(!(formats2(data32))){
const err80 = {instancePath:instancePath+"/redirects/" + i0+"/url",schemaPath:"#/properties/redirects/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/redirects/" + i0+"/url",schemaPath:"#/properties/redirects/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/redirects/" + i0,schemaPath:"#/properties/redirects/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/redirects",schemaPath:"#/properties/redirects/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.status !== undefined){
let data33 = data.status;
if((!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))) && (data33 !== null)){
const err84 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema48.properties.status.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 599 || isNaN(data33)){
const err85 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data33 < 100 || isNaN(data33)){
const err86 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
if(data.url !== undefined){
let data34 = data.url;
if(typeof data34 === "string"){
if(!(formats2(data34))){
const err87 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
