// Generated from spec/census.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const census_compare_geographies_input = validate52;
const schema19 = {"additionalProperties":false,"allOf":[{"if":{"required":["geographies"]},"then":{"properties":{"within":{"maxProperties":0,"type":"object"}}}},{"if":{"not":{"required":["geographies"]},"properties":{"geography_level":{"enum":["county subdivision","tract"],"type":"string"}},"required":["geography_level"]},"then":{"$ref":"urn:mcpforge:input:e7d0803628fc369a"}},{"if":{"not":{"required":["geographies"]},"properties":{"geography_level":{"enum":["block group"],"type":"string"}},"required":["geography_level"]},"then":{"$ref":"urn:mcpforge:input:e04fa8ee11e64f61"}}],"properties":{"dataset":{"$ref":"urn:mcpforge:input:96cc165affa379f8"},"geographies":{"items":{"pattern":"^[0-9]{1,12}$","type":"string"},"maxItems":50,"minItems":2,"type":"array","uniqueItems":true},"geography_level":{"$ref":"urn:mcpforge:input:e9b742ead6d72a4f"},"limit":{"maximum":100,"minimum":1,"type":"integer","default":50},"order":{"enum":["desc","asc"],"type":"string","default":"desc"},"predicates":{"$ref":"urn:mcpforge:input:ba4244dfdee09cc7"},"sort_by":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"variables":{"$ref":"urn:mcpforge:input:00703b0fb05ab388"},"within":{"$ref":"urn:mcpforge:input:acd7b40c4d827548"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","geography_level","variables"],"type":"object"};
const schema20 = {"$id":"urn:mcpforge:input:e7d0803628fc369a","properties":{"within":{"required":["state"],"type":"object"}},"required":["within"]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:e7d0803628fc369a" */;
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
if(data.within === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.within !== undefined){
let data0 = data.within;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.state === undefined){
const err1 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
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
const err2 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"within":true},"dynamicProps":false,"dynamicItems":false};

const schema21 = {"$id":"urn:mcpforge:input:e04fa8ee11e64f61","properties":{"within":{"required":["state","county"],"type":"object"}},"required":["within"]};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:e04fa8ee11e64f61" */;
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
if(data.within === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.within !== undefined){
let data0 = data.within;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.state === undefined){
const err1 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.county === undefined){
const err2 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/required",keyword:"required",params:{missingProperty: "county"},message:"must have required property '"+"county"+"'"};
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
const err3 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"within":true},"dynamicProps":false,"dynamicItems":false};

const schema22 = {"$id":"urn:mcpforge:input:96cc165affa379f8","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"};
const func2 = __ajv_dep0.default;
const pattern3 = new RegExp("^[a-z0-9]+(/[a-z0-9]+){0,3}$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:96cc165affa379f8" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 60){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 2){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema23 = {"$id":"urn:mcpforge:input:e9b742ead6d72a4f","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:e9b742ead6d72a4f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((((((((data === "us") || (data === "region")) || (data === "division")) || (data === "state")) || (data === "county")) || (data === "county subdivision")) || (data === "place")) || (data === "tract")) || (data === "block group")) || (data === "zip code tabulation area")) || (data === "metropolitan statistical area/micropolitan statistical area")) || (data === "combined statistical area")) || (data === "congressional district"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values"};
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
validate59.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema24 = {"$id":"urn:mcpforge:input:ba4244dfdee09cc7","additionalProperties":{"maxLength":64,"minLength":1,"type":"string"},"maxProperties":8,"propertyNames":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,31}$"},"type":"object"};
const pattern5 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,31}$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:ba4244dfdee09cc7" */;
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
if(Object.keys(data).length > 8){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 8},message:"must NOT have more than 8 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern5.test(key0)){
const err1 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,31}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,31}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema25 = {"$id":"urn:mcpforge:input:00703b0fb05ab388","items":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"maxItems":48,"minItems":1,"type":"array","uniqueItems":true};
const pattern6 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,39}$", "u");

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:00703b0fb05ab388" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 48){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 48},message:"must NOT have more than 48 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err4 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"$id":"urn:mcpforge:input:acd7b40c4d827548","additionalProperties":false,"if":{"required":["county"]},"properties":{"county":{"pattern":"^[0-9]{3}$","type":"string"},"state":{"pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"};
const pattern8 = new RegExp("^[0-9]{3}$", "u");
const pattern9 = new RegExp("^[0-9]{2}$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:acd7b40c4d827548" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.county === undefined) && (missing0 = "county")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "county") || (key0 === "state"))){
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
if(data.county !== undefined){
let data0 = data.county;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err4 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
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
const err5 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.state !== undefined){
let data1 = data.state;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err6 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
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
const err7 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[0-9]{1,12}$", "u");

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.geographies === undefined) && (missing0 = "geographies")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.within !== undefined){
let data0 = data.within;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 0){
const err1 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/0/then/properties/within/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
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
const err2 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/0/then/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid0 = _errs4 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.within = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
const _errs10 = errors;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.geographies === undefined) && (missing1 = "geographies")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid4 = _errs11 === errors;
if(valid4){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.geography_level === undefined) && (missing2 = "geography_level")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data1 = data.geography_level;
if(typeof data1 !== "string"){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data1 === "county subdivision") || (data1 === "tract"))){
const err8 = {};
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
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.within = true;
props1.geography_level = true;
}
}
if(!valid3){
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs16 = errors;
let valid6 = true;
const _errs17 = errors;
const _errs18 = errors;
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.geographies === undefined) && (missing3 = "geographies")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid7 = _errs19 === errors;
if(valid7){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.geography_level === undefined) && (missing4 = "geography_level")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data2 = data.geography_level;
if(typeof data2 !== "string"){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data2 === "block group")){
const err14 = {};
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
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs22 = errors;
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid2 = _errs22 === errors;
valid6 = _valid2;
if(valid6){
var props2 = {};
props2.within = true;
props2.geography_level = true;
}
}
if(!valid6){
const err15 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
if(data.order === undefined){
data.order = "desc";
}
if(data.dataset === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.geography_level === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.variables === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema19.properties, key0))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.dataset !== undefined){
if(!(validate57(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.geographies !== undefined){
let data4 = data.geographies;
if(Array.isArray(data4)){
if(data4.length > 50){
const err20 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.length < 2){
const err21 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err22 = {instancePath:instancePath+"/geographies/" + i0,schemaPath:"#/properties/geographies/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err23 = {instancePath:instancePath+"/geographies/" + i0,schemaPath:"#/properties/geographies/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err24 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err25 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.geography_level !== undefined){
if(!(validate59(data.geography_level, {instancePath:instancePath+"/geography_level",parentData:data,parentDataProperty:"geography_level",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
let data7 = data.limit;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err26 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data8 = data.order;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data8 === "desc") || (data8 === "asc"))){
const err30 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema19.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.predicates !== undefined){
if(!(validate61(data.predicates, {instancePath:instancePath+"/predicates",parentData:data,parentDataProperty:"predicates",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.sort_by !== undefined){
let data10 = data.sort_by;
if(typeof data10 === "string"){
if(!pattern6.test(data10)){
const err31 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err32 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.variables !== undefined){
if(!(validate63(data.variables, {instancePath:instancePath+"/variables",parentData:data,parentDataProperty:"variables",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data.within !== undefined){
if(!(validate65(data.within, {instancePath:instancePath+"/within",parentData:data,parentDataProperty:"within",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.year !== undefined){
let data13 = data.year;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2099 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13 < 1990 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_datasets_input = validate67;
const schema27 = {"additionalProperties":false,"properties":{"query":{"maxLength":100,"minLength":1,"type":"string"}},"required":[],"type":"object"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "query")){
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
if(data.query !== undefined){
let data0 = data.query;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err1 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_geographies_input = validate68;
const schema28 = {"additionalProperties":false,"properties":{"dataset":{"$ref":"urn:mcpforge:input:96cc165affa379f8"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset"],"type":"object"};

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
if(data.dataset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "dataset") || (key0 === "year"))){
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
if(data.dataset !== undefined){
if(!(validate57(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.year !== undefined){
let data1 = data.year;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2099 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1990 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_query_data_input = validate70;
const schema29 = {"additionalProperties":false,"allOf":[{"if":{"properties":{"geography_level":{"enum":["us"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|1)$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["region"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|[1-4])$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["division","block group"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|[0-9])$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["state","congressional district"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|[0-9]{2})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["county","combined statistical area"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|[0-9]{3})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["county subdivision","place","zip code tabulation area","metropolitan statistical area/micropolitan statistical area"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|[0-9]{5})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["tract"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"pattern":"^(\\*|[0-9]{6})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"enum":["county subdivision","tract"],"type":"string"}},"required":["geography_level"]},"then":{"$ref":"urn:mcpforge:input:e7d0803628fc369a"}},{"if":{"properties":{"geography_level":{"enum":["block group"],"type":"string"}},"required":["geography_level"]},"then":{"$ref":"urn:mcpforge:input:e04fa8ee11e64f61"}},{"if":{"properties":{"geography_fips":{"pattern":"^[0-9]","type":"string"},"geography_level":{"enum":["county","place","congressional district"],"type":"string"}},"required":["geography_level","geography_fips"]},"then":{"$ref":"urn:mcpforge:input:e7d0803628fc369a"}}],"properties":{"cursor":{"maxLength":512,"minLength":1,"type":"string"},"dataset":{"$ref":"urn:mcpforge:input:96cc165affa379f8"},"geography_fips":{"pattern":"^(\\*|[0-9]{1,6})$","type":"string","default":"*"},"geography_level":{"$ref":"urn:mcpforge:input:e9b742ead6d72a4f"},"limit":{"maximum":100,"minimum":1,"type":"integer","default":50},"predicates":{"$ref":"urn:mcpforge:input:ba4244dfdee09cc7"},"variables":{"$ref":"urn:mcpforge:input:00703b0fb05ab388"},"within":{"$ref":"urn:mcpforge:input:acd7b40c4d827548"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","geography_level","variables"],"type":"object"};
const pattern10 = new RegExp("^(\\*|1)$", "u");
const pattern11 = new RegExp("^(\\*|[1-4])$", "u");
const pattern12 = new RegExp("^(\\*|[0-9])$", "u");
const pattern13 = new RegExp("^(\\*|[0-9]{2})$", "u");
const pattern14 = new RegExp("^(\\*|[0-9]{3})$", "u");
const pattern15 = new RegExp("^(\\*|[0-9]{5})$", "u");
const pattern16 = new RegExp("^(\\*|[0-9]{6})$", "u");
const pattern17 = new RegExp("^[0-9]", "u");
const pattern18 = new RegExp("^(\\*|[0-9]{1,6})$", "u");

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.geography_level === undefined) && (missing0 = "geography_level")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data0 = data.geography_level;
if(typeof data0 !== "string"){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "us")){
const err2 = {};
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
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data1 = data.geography_fips;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err3 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/0/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|1)$"},message:"must match pattern \""+"^(\\*|1)$"+"\""};
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
const err4 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/0/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.geography_fips = true;
props0.geography_level = true;
}
}
if(!valid1){
const err5 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs10 = errors;
let valid4 = true;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.geography_level === undefined) && (missing1 = "geography_level")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data2 = data.geography_level;
if(typeof data2 !== "string"){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data2 === "region")){
const err8 = {};
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
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data3 = data.geography_fips;
if(typeof data3 === "string"){
if(!pattern11.test(data3)){
const err9 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/1/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[1-4])$"},message:"must match pattern \""+"^(\\*|[1-4])$"+"\""};
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
const err10 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/1/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs14 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.geography_fips = true;
props1.geography_level = true;
}
}
if(!valid4){
const err11 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs18 = errors;
let valid7 = true;
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.geography_level === undefined) && (missing2 = "geography_level")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data4 = data.geography_level;
if(typeof data4 !== "string"){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data4 === "division") || (data4 === "block group"))){
const err14 = {};
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
}
var _valid2 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data5 = data.geography_fips;
if(typeof data5 === "string"){
if(!pattern12.test(data5)){
const err15 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/2/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9])$"},message:"must match pattern \""+"^(\\*|[0-9])$"+"\""};
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
const err16 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/2/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs22 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2.geography_fips = true;
props2.geography_level = true;
}
}
if(!valid7){
const err17 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs26 = errors;
let valid10 = true;
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.geography_level === undefined) && (missing3 = "geography_level")){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data6 = data.geography_level;
if(typeof data6 !== "string"){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data6 === "state") || (data6 === "congressional district"))){
const err20 = {};
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
var _valid3 = _errs27 === errors;
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs30 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data7 = data.geography_fips;
if(typeof data7 === "string"){
if(!pattern13.test(data7)){
const err21 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/3/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9]{2})$"},message:"must match pattern \""+"^(\\*|[0-9]{2})$"+"\""};
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
const err22 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/3/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid3 = _errs30 === errors;
valid10 = _valid3;
if(valid10){
var props3 = {};
props3.geography_fips = true;
props3.geography_level = true;
}
}
if(!valid10){
const err23 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs34 = errors;
let valid13 = true;
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.geography_level === undefined) && (missing4 = "geography_level")){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data8 = data.geography_level;
if(typeof data8 !== "string"){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data8 === "county") || (data8 === "combined statistical area"))){
const err26 = {};
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
var _valid4 = _errs35 === errors;
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data9 = data.geography_fips;
if(typeof data9 === "string"){
if(!pattern14.test(data9)){
const err27 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/4/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9]{3})$"},message:"must match pattern \""+"^(\\*|[0-9]{3})$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/4/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs38 === errors;
valid13 = _valid4;
if(valid13){
var props4 = {};
props4.geography_fips = true;
props4.geography_level = true;
}
}
if(!valid13){
const err29 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs42 = errors;
let valid16 = true;
const _errs43 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.geography_level === undefined) && (missing5 = "geography_level")){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data10 = data.geography_level;
if(typeof data10 !== "string"){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((((data10 === "county subdivision") || (data10 === "place")) || (data10 === "zip code tabulation area")) || (data10 === "metropolitan statistical area/micropolitan statistical area"))){
const err32 = {};
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
var _valid5 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs46 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data11 = data.geography_fips;
if(typeof data11 === "string"){
if(!pattern15.test(data11)){
const err33 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/5/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9]{5})$"},message:"must match pattern \""+"^(\\*|[0-9]{5})$"+"\""};
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
const err34 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/5/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid5 = _errs46 === errors;
valid16 = _valid5;
if(valid16){
var props5 = {};
props5.geography_fips = true;
props5.geography_level = true;
}
}
if(!valid16){
const err35 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs50 = errors;
let valid19 = true;
const _errs51 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.geography_level === undefined) && (missing6 = "geography_level")){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data12 = data.geography_level;
if(typeof data12 !== "string"){
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(data12 === "tract")){
const err38 = {};
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
}
var _valid6 = _errs51 === errors;
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs54 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips !== undefined){
let data13 = data.geography_fips;
if(typeof data13 === "string"){
if(!pattern16.test(data13)){
const err39 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/6/then/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9]{6})$"},message:"must match pattern \""+"^(\\*|[0-9]{6})$"+"\""};
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
const err40 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/allOf/6/then/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid6 = _errs54 === errors;
valid19 = _valid6;
if(valid19){
var props6 = {};
props6.geography_fips = true;
props6.geography_level = true;
}
}
if(!valid19){
const err41 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs58 = errors;
let valid22 = true;
const _errs59 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.geography_level === undefined) && (missing7 = "geography_level")){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data14 = data.geography_level;
if(typeof data14 !== "string"){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data14 === "county subdivision") || (data14 === "tract"))){
const err44 = {};
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
}
var _valid7 = _errs59 === errors;
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs62 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid7 = _errs62 === errors;
valid22 = _valid7;
if(valid22){
var props7 = {};
props7.within = true;
props7.geography_level = true;
}
}
if(!valid22){
const err45 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs64 = errors;
let valid24 = true;
const _errs65 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.geography_level === undefined) && (missing8 = "geography_level")){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data15 = data.geography_level;
if(typeof data15 !== "string"){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(data15 === "block group")){
const err48 = {};
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
}
var _valid8 = _errs65 === errors;
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs68 = errors;
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid8 = _errs68 === errors;
valid24 = _valid8;
if(valid24){
var props8 = {};
props8.within = true;
props8.geography_level = true;
}
}
if(!valid24){
const err49 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs70 = errors;
let valid26 = true;
const _errs71 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if(((data.geography_level === undefined) && (missing9 = "geography_level")) || ((data.geography_fips === undefined) && (missing9 = "geography_fips"))){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
if(data.geography_fips !== undefined){
let data16 = data.geography_fips;
const _errs72 = errors;
if(errors === _errs72){
if(typeof data16 === "string"){
if(!pattern17.test(data16)){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var valid27 = _errs72 === errors;
}
else {
var valid27 = true;
}
if(valid27){
if(data.geography_level !== undefined){
let data17 = data.geography_level;
const _errs74 = errors;
if(typeof data17 !== "string"){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!(((data17 === "county") || (data17 === "place")) || (data17 === "congressional district"))){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid27 = _errs74 === errors;
}
else {
var valid27 = true;
}
}
}
}
var _valid9 = _errs71 === errors;
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs76 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid9 = _errs76 === errors;
valid26 = _valid9;
if(valid26){
var props9 = {};
props9.within = true;
props9.geography_fips = true;
props9.geography_level = true;
}
}
if(!valid26){
const err55 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geography_fips === undefined){
data.geography_fips = "*";
}
if(data.limit === undefined){
data.limit = 50;
}
if(data.dataset === undefined){
const err56 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data.geography_level === undefined){
const err57 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data.variables === undefined){
const err58 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema29.properties, key0))){
const err59 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.cursor !== undefined){
let data18 = data.cursor;
if(typeof data18 === "string"){
if(func2(data18) > 512){
const err60 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func2(data18) < 1){
const err61 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.dataset !== undefined){
if(!(validate57(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
let data20 = data.geography_fips;
if(typeof data20 === "string"){
if(!pattern18.test(data20)){
const err63 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9]{1,6})$"},message:"must match pattern \""+"^(\\*|[0-9]{1,6})$"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data.geography_level !== undefined){
if(!(validate59(data.geography_level, {instancePath:instancePath+"/geography_level",parentData:data,parentDataProperty:"geography_level",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
let data22 = data.limit;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err65 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 100 || isNaN(data22)){
const err66 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data22 < 1 || isNaN(data22)){
const err67 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.predicates !== undefined){
if(!(validate61(data.predicates, {instancePath:instancePath+"/predicates",parentData:data,parentDataProperty:"predicates",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.variables !== undefined){
if(!(validate63(data.variables, {instancePath:instancePath+"/variables",parentData:data,parentDataProperty:"variables",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data.within !== undefined){
if(!(validate65(data.within, {instancePath:instancePath+"/within",parentData:data,parentDataProperty:"within",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.year !== undefined){
let data26 = data.year;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err68 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 2099 || isNaN(data26)){
const err69 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data26 < 1990 || isNaN(data26)){
const err70 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
}
else {
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_resolve_geography_input = validate79;
const schema30 = {"additionalProperties":false,"properties":{"geography_level":{"enum":["state","county","county subdivision","place","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"limit":{"maximum":25,"minimum":1,"type":"integer","default":10},"query":{"maxLength":200,"minLength":2,"type":"string"},"state":{"pattern":"^([A-Z]{2}|[0-9]{2})$","type":"string"}},"required":["query"],"type":"object"};
const pattern19 = new RegExp("^([A-Z]{2}|[0-9]{2})$", "u");

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
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
if(!((((key0 === "geography_level") || (key0 === "limit")) || (key0 === "query")) || (key0 === "state"))){
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
if(data.geography_level !== undefined){
let data0 = data.geography_level;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((((data0 === "state") || (data0 === "county")) || (data0 === "county subdivision")) || (data0 === "place")) || (data0 === "zip code tabulation area")) || (data0 === "metropolitan statistical area/micropolitan statistical area")) || (data0 === "combined statistical area")) || (data0 === "congressional district"))){
const err3 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema30.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 25 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 25},message:"must be <= 25"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
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
let data2 = data.query;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err7 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data2) < 2){
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
if(data.state !== undefined){
let data3 = data.state;
if(typeof data3 === "string"){
if(!pattern19.test(data3)){
const err10 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/pattern",keyword:"pattern",params:{pattern: "^([A-Z]{2}|[0-9]{2})$"},message:"must match pattern \""+"^([A-Z]{2}|[0-9]{2})$"+"\""};
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
const err11 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_search_variables_input = validate80;
const schema31 = {"additionalProperties":false,"properties":{"dataset":{"$ref":"urn:mcpforge:input:96cc165affa379f8","default":"acs/acs5"},"limit":{"maximum":100,"minimum":1,"type":"integer","default":20},"query":{"maxLength":200,"minLength":2,"type":"string"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["query"],"type":"object"};

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
if(data.dataset === undefined){
data.dataset = "acs/acs5";
}
if(data.limit === undefined){
data.limit = 20;
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
if(!((((key0 === "dataset") || (key0 === "limit")) || (key0 === "query")) || (key0 === "year"))){
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
if(!(validate57(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.query !== undefined){
let data2 = data.query;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data2) < 2){
const err6 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err7 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.year !== undefined){
let data3 = data.year;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2099 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3 < 1990 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_compare_geographies_output = validate82;
const schema32 = {"additionalProperties":false,"properties":{"applied_predicates":{"$ref":"urn:mcpforge:output:80967c35f22478fe"},"dataset":{"$ref":"urn:mcpforge:output:96cc165affa379f8"},"geography_level":{"$ref":"urn:mcpforge:output:e9b742ead6d72a4f"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"order":{"enum":["desc","asc"],"type":"string"},"rows":{"items":{"additionalProperties":false,"properties":{"geography_fips":{"pattern":"^[0-9]{1,6}$","type":"string"},"geoid":{"pattern":"^[0-9]{1,12}$","type":"string"},"name":{"type":"string"},"rank":{"minimum":1,"type":["integer","null"]},"values":{"$ref":"urn:mcpforge:output:c5c23971ee8fca9b"},"within":{"$ref":"urn:mcpforge:output:acd7b40c4d827548"}},"required":["geography_fips","geoid","name","rank","values","within"],"type":"object"},"type":"array"},"sample_data":{"type":"boolean"},"sort_by":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"source_url":{"format":"uri","type":"string"},"total_geographies":{"minimum":0,"type":"integer"},"variables":{"$ref":"urn:mcpforge:output:d62391b9be990322"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["applied_predicates","dataset","geography_level","notes","order","rows","sample_data","sort_by","source_url","total_geographies","variables","year"],"type":"object"};
const schema33 = {"$id":"urn:mcpforge:output:80967c35f22478fe","additionalProperties":{"type":"string"},"type":"object"};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:80967c35f22478fe" */;
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
for(const key0 in data){
if(typeof data[key0] !== "string"){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema34 = {"$id":"urn:mcpforge:output:96cc165affa379f8","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:96cc165affa379f8" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 60){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 2){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema35 = {"$id":"urn:mcpforge:output:e9b742ead6d72a4f","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:e9b742ead6d72a4f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((((((((data === "us") || (data === "region")) || (data === "division")) || (data === "state")) || (data === "county")) || (data === "county subdivision")) || (data === "place")) || (data === "tract")) || (data === "block group")) || (data === "zip code tabulation area")) || (data === "metropolitan statistical area/micropolitan statistical area")) || (data === "combined statistical area")) || (data === "congressional district"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema36 = {"$id":"urn:mcpforge:output:2a6d7578328a426f","items":{"type":"string"},"type":"array"};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:2a6d7578328a426f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
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
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema37 = {"$id":"urn:mcpforge:output:c5c23971ee8fca9b","additionalProperties":{"additionalProperties":false,"properties":{"annotation":{"type":["string","null"]},"estimate":{"type":["number","null"]},"moe":{"type":["number","null"]},"raw":{"type":["string","null"]}},"required":["annotation","estimate","moe","raw"],"type":"object"},"type":"object"};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:c5c23971ee8fca9b" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
let data0 = data[key0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.annotation === undefined){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: "annotation"},message:"must have required property '"+"annotation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.estimate === undefined){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: "estimate"},message:"must have required property '"+"estimate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.moe === undefined){
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: "moe"},message:"must have required property '"+"moe"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.raw === undefined){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: "raw"},message:"must have required property '"+"raw"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "annotation") || (key1 === "estimate")) || (key1 === "moe")) || (key1 === "raw"))){
const err4 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.annotation !== undefined){
let data1 = data0.annotation;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/annotation",schemaPath:"#/additionalProperties/properties/annotation/type",keyword:"type",params:{type: schema37.additionalProperties.properties.annotation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.estimate !== undefined){
let data2 = data0.estimate;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err6 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/estimate",schemaPath:"#/additionalProperties/properties/estimate/type",keyword:"type",params:{type: schema37.additionalProperties.properties.estimate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.moe !== undefined){
let data3 = data0.moe;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/moe",schemaPath:"#/additionalProperties/properties/moe/type",keyword:"type",params:{type: schema37.additionalProperties.properties.moe.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.raw !== undefined){
let data4 = data0.raw;
if((typeof data4 !== "string") && (data4 !== null)){
const err8 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/raw",schemaPath:"#/additionalProperties/properties/raw/type",keyword:"type",params:{type: schema37.additionalProperties.properties.raw.type},message:"must be string,null"};
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
const err9 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"$id":"urn:mcpforge:output:acd7b40c4d827548","additionalProperties":false,"if":{"required":["county"]},"properties":{"county":{"pattern":"^[0-9]{3}$","type":"string"},"state":{"pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:acd7b40c4d827548" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.county === undefined) && (missing0 = "county")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "county") || (key0 === "state"))){
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
if(data.county !== undefined){
let data0 = data.county;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err4 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
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
const err5 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.state !== undefined){
let data1 = data.state;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err6 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
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
const err7 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema39 = {"$id":"urn:mcpforge:output:d62391b9be990322","items":{"additionalProperties":false,"properties":{"code":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"concept":{"type":["string","null"]},"label":{"type":"string"}},"required":["code","concept","label"],"type":"object"},"type":"array"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:d62391b9be990322" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
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
if(data0.code === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.concept === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "concept"},message:"must have required property '"+"concept"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.label === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "code") || (key0 === "concept")) || (key0 === "label"))){
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
if(data0.code !== undefined){
let data1 = data0.code;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/code",schemaPath:"#/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err5 = {instancePath:instancePath+"/" + i0+"/code",schemaPath:"#/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.concept !== undefined){
let data2 = data0.concept;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/" + i0+"/concept",schemaPath:"#/items/properties/concept/type",keyword:"type",params:{type: schema39.items.properties.concept.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.label !== undefined){
if(typeof data0.label !== "string"){
const err7 = {instancePath:instancePath+"/" + i0+"/label",schemaPath:"#/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const pattern21 = new RegExp("^[0-9]{1,6}$", "u");
const formats0 = __ajv_dep1.fullFormats.uri;

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applied_predicates === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applied_predicates"},message:"must have required property '"+"applied_predicates"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.dataset === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.geography_level === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
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
if(data.order === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.rows === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sample_data === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_data"},message:"must have required property '"+"sample_data"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.sort_by === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sort_by"},message:"must have required property '"+"sort_by"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.source_url === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.total_geographies === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_geographies"},message:"must have required property '"+"total_geographies"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.variables === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.year === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
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
if(data.applied_predicates !== undefined){
if(!(validate83(data.applied_predicates, {instancePath:instancePath+"/applied_predicates",parentData:data,parentDataProperty:"applied_predicates",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
if(data.dataset !== undefined){
if(!(validate85(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.geography_level !== undefined){
if(!(validate87(data.geography_level, {instancePath:instancePath+"/geography_level",parentData:data,parentDataProperty:"geography_level",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data.notes !== undefined){
if(!(validate89(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
if(data.order !== undefined){
let data4 = data.order;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data4 === "desc") || (data4 === "asc"))){
const err14 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema32.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.rows !== undefined){
let data5 = data.rows;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.geography_fips === undefined){
const err15 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geography_fips"},message:"must have required property '"+"geography_fips"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.geoid === undefined){
const err16 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geoid"},message:"must have required property '"+"geoid"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.name === undefined){
const err17 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.rank === undefined){
const err18 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.values === undefined){
const err19 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.within === undefined){
const err20 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data6){
if(!((((((key1 === "geography_fips") || (key1 === "geoid")) || (key1 === "name")) || (key1 === "rank")) || (key1 === "values")) || (key1 === "within"))){
const err21 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.geography_fips !== undefined){
let data7 = data6.geography_fips;
if(typeof data7 === "string"){
if(!pattern21.test(data7)){
const err22 = {instancePath:instancePath+"/rows/" + i0+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,6}$"},message:"must match pattern \""+"^[0-9]{1,6}$"+"\""};
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
const err23 = {instancePath:instancePath+"/rows/" + i0+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.geoid !== undefined){
let data8 = data6.geoid;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err24 = {instancePath:instancePath+"/rows/" + i0+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err25 = {instancePath:instancePath+"/rows/" + i0+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err26 = {instancePath:instancePath+"/rows/" + i0+"/name",schemaPath:"#/properties/rows/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.rank !== undefined){
let data10 = data6.rank;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err27 = {instancePath:instancePath+"/rows/" + i0+"/rank",schemaPath:"#/properties/rows/items/properties/rank/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.rank.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/rows/" + i0+"/rank",schemaPath:"#/properties/rows/items/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data6.values !== undefined){
if(!(validate91(data6.values, {instancePath:instancePath+"/rows/" + i0+"/values",parentData:data6,parentDataProperty:"values",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data6.within !== undefined){
if(!(validate93(data6.within, {instancePath:instancePath+"/rows/" + i0+"/within",parentData:data6,parentDataProperty:"within",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
}
else {
const err29 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err30 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.sample_data !== undefined){
if(typeof data.sample_data !== "boolean"){
const err31 = {instancePath:instancePath+"/sample_data",schemaPath:"#/properties/sample_data/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.sort_by !== undefined){
let data14 = data.sort_by;
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
const err32 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.source_url !== undefined){
let data15 = data.source_url;
if(typeof data15 === "string"){
if(!(formats0(data15))){
const err34 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err35 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.total_geographies !== undefined){
let data16 = data.total_geographies;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err36 = {instancePath:instancePath+"/total_geographies",schemaPath:"#/properties/total_geographies/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err37 = {instancePath:instancePath+"/total_geographies",schemaPath:"#/properties/total_geographies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.variables !== undefined){
if(!(validate95(data.variables, {instancePath:instancePath+"/variables",parentData:data,parentDataProperty:"variables",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data.year !== undefined){
let data18 = data.year;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err38 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 2099 || isNaN(data18)){
const err39 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data18 < 1990 || isNaN(data18)){
const err40 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_datasets_output = validate97;
const schema40 = {"additionalProperties":false,"properties":{"api_key_configured":{"type":"boolean"},"datasets":{"items":{"additionalProperties":false,"properties":{"dataset":{"$ref":"urn:mcpforge:output:96cc165affa379f8"},"description":{"type":"string"},"has_margins_of_error":{"type":"boolean"},"latest_year":{"maximum":2099,"minimum":1990,"type":"integer"},"title":{"type":"string"},"years":{"items":{"maximum":2099,"minimum":1990,"type":"integer"},"type":"array"}},"required":["dataset","description","has_margins_of_error","latest_year","title","years"],"type":"object"},"type":"array"}},"required":["api_key_configured","datasets"],"type":"object"};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.api_key_configured === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api_key_configured"},message:"must have required property '"+"api_key_configured"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.datasets === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datasets"},message:"must have required property '"+"datasets"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "api_key_configured") || (key0 === "datasets"))){
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
if(data.api_key_configured !== undefined){
if(typeof data.api_key_configured !== "boolean"){
const err3 = {instancePath:instancePath+"/api_key_configured",schemaPath:"#/properties/api_key_configured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.datasets !== undefined){
let data1 = data.datasets;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.dataset === undefined){
const err4 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.description === undefined){
const err5 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.has_margins_of_error === undefined){
const err6 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/required",keyword:"required",params:{missingProperty: "has_margins_of_error"},message:"must have required property '"+"has_margins_of_error"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.latest_year === undefined){
const err7 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/required",keyword:"required",params:{missingProperty: "latest_year"},message:"must have required property '"+"latest_year"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.title === undefined){
const err8 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.years === undefined){
const err9 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/required",keyword:"required",params:{missingProperty: "years"},message:"must have required property '"+"years"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "dataset") || (key1 === "description")) || (key1 === "has_margins_of_error")) || (key1 === "latest_year")) || (key1 === "title")) || (key1 === "years"))){
const err10 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.dataset !== undefined){
if(!(validate85(data2.dataset, {instancePath:instancePath+"/datasets/" + i0+"/dataset",parentData:data2,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err11 = {instancePath:instancePath+"/datasets/" + i0+"/description",schemaPath:"#/properties/datasets/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.has_margins_of_error !== undefined){
if(typeof data2.has_margins_of_error !== "boolean"){
const err12 = {instancePath:instancePath+"/datasets/" + i0+"/has_margins_of_error",schemaPath:"#/properties/datasets/items/properties/has_margins_of_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.latest_year !== undefined){
let data6 = data2.latest_year;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/datasets/" + i0+"/latest_year",schemaPath:"#/properties/datasets/items/properties/latest_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2099 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/datasets/" + i0+"/latest_year",schemaPath:"#/properties/datasets/items/properties/latest_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 1990 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/datasets/" + i0+"/latest_year",schemaPath:"#/properties/datasets/items/properties/latest_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
if(data2.title !== undefined){
if(typeof data2.title !== "string"){
const err16 = {instancePath:instancePath+"/datasets/" + i0+"/title",schemaPath:"#/properties/datasets/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.years !== undefined){
let data8 = data2.years;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/datasets/" + i0+"/years/" + i1,schemaPath:"#/properties/datasets/items/properties/years/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2099 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/datasets/" + i0+"/years/" + i1,schemaPath:"#/properties/datasets/items/properties/years/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9 < 1990 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/datasets/" + i0+"/years/" + i1,schemaPath:"#/properties/datasets/items/properties/years/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
}
else {
const err20 = {instancePath:instancePath+"/datasets/" + i0+"/years",schemaPath:"#/properties/datasets/items/properties/years/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err21 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/datasets",schemaPath:"#/properties/datasets/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_geographies_output = validate99;
const schema41 = {"additionalProperties":false,"properties":{"dataset":{"$ref":"urn:mcpforge:output:96cc165affa379f8"},"levels":{"items":{"additionalProperties":false,"properties":{"geography_level":{"$ref":"urn:mcpforge:output:e9b742ead6d72a4f"},"optional_parents":{"$ref":"urn:mcpforge:output:032d2706cc53fc1c"},"required_parents":{"$ref":"urn:mcpforge:output:032d2706cc53fc1c"}},"required":["geography_level","optional_parents","required_parents"],"type":"object"},"type":"array"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","levels","year"],"type":"object"};
const schema42 = {"$id":"urn:mcpforge:output:032d2706cc53fc1c","items":{"enum":["state","county"],"type":"string"},"type":"array"};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:032d2706cc53fc1c" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
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
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === "state") || (data0 === "county"))){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/enum",keyword:"enum",params:{allowedValues: schema42.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dataset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.levels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "levels"},message:"must have required property '"+"levels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.year === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "dataset") || (key0 === "levels")) || (key0 === "year"))){
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
if(data.dataset !== undefined){
if(!(validate85(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.levels !== undefined){
let data1 = data.levels;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.geography_level === undefined){
const err4 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.optional_parents === undefined){
const err5 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/required",keyword:"required",params:{missingProperty: "optional_parents"},message:"must have required property '"+"optional_parents"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.required_parents === undefined){
const err6 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/required",keyword:"required",params:{missingProperty: "required_parents"},message:"must have required property '"+"required_parents"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "geography_level") || (key1 === "optional_parents")) || (key1 === "required_parents"))){
const err7 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.geography_level !== undefined){
if(!(validate87(data2.geography_level, {instancePath:instancePath+"/levels/" + i0+"/geography_level",parentData:data2,parentDataProperty:"geography_level",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data2.optional_parents !== undefined){
if(!(validate102(data2.optional_parents, {instancePath:instancePath+"/levels/" + i0+"/optional_parents",parentData:data2,parentDataProperty:"optional_parents",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data2.required_parents !== undefined){
if(!(validate102(data2.required_parents, {instancePath:instancePath+"/levels/" + i0+"/required_parents",parentData:data2,parentDataProperty:"required_parents",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath:instancePath+"/levels",schemaPath:"#/properties/levels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.year !== undefined){
let data6 = data.year;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2099 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 1990 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_query_data_output = validate105;
const schema43 = {"additionalProperties":false,"properties":{"applied_predicates":{"$ref":"urn:mcpforge:output:80967c35f22478fe"},"dataset":{"$ref":"urn:mcpforge:output:96cc165affa379f8"},"geography_level":{"$ref":"urn:mcpforge:output:e9b742ead6d72a4f"},"next_cursor":{"type":["string","null"]},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"rows":{"items":{"additionalProperties":false,"properties":{"geography_fips":{"pattern":"^[0-9]{1,6}$","type":"string"},"geoid":{"pattern":"^[0-9]{1,12}$","type":"string"},"name":{"type":"string"},"values":{"$ref":"urn:mcpforge:output:c5c23971ee8fca9b"},"within":{"$ref":"urn:mcpforge:output:acd7b40c4d827548"}},"required":["geography_fips","geoid","name","values","within"],"type":"object"},"type":"array"},"sample_data":{"type":"boolean"},"source_url":{"format":"uri","type":"string"},"total_rows":{"minimum":0,"type":"integer"},"variables":{"$ref":"urn:mcpforge:output:d62391b9be990322"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["applied_predicates","dataset","geography_level","next_cursor","notes","rows","sample_data","source_url","total_rows","variables","year"],"type":"object"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applied_predicates === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applied_predicates"},message:"must have required property '"+"applied_predicates"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.dataset === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.geography_level === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.next_cursor === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_cursor"},message:"must have required property '"+"next_cursor"+"'"};
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
if(data.rows === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sample_data === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_data"},message:"must have required property '"+"sample_data"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.source_url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.total_rows === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_rows"},message:"must have required property '"+"total_rows"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.variables === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.year === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema43.properties, key0))){
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
if(data.applied_predicates !== undefined){
if(!(validate83(data.applied_predicates, {instancePath:instancePath+"/applied_predicates",parentData:data,parentDataProperty:"applied_predicates",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
if(data.dataset !== undefined){
if(!(validate85(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.geography_level !== undefined){
if(!(validate87(data.geography_level, {instancePath:instancePath+"/geography_level",parentData:data,parentDataProperty:"geography_level",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data.next_cursor !== undefined){
let data3 = data.next_cursor;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/next_cursor",schemaPath:"#/properties/next_cursor/type",keyword:"type",params:{type: schema43.properties.next_cursor.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate89(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
if(data.rows !== undefined){
let data5 = data.rows;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.geography_fips === undefined){
const err13 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geography_fips"},message:"must have required property '"+"geography_fips"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.geoid === undefined){
const err14 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geoid"},message:"must have required property '"+"geoid"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.name === undefined){
const err15 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.values === undefined){
const err16 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.within === undefined){
const err17 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data6){
if(!(((((key1 === "geography_fips") || (key1 === "geoid")) || (key1 === "name")) || (key1 === "values")) || (key1 === "within"))){
const err18 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.geography_fips !== undefined){
let data7 = data6.geography_fips;
if(typeof data7 === "string"){
if(!pattern21.test(data7)){
const err19 = {instancePath:instancePath+"/rows/" + i0+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,6}$"},message:"must match pattern \""+"^[0-9]{1,6}$"+"\""};
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
const err20 = {instancePath:instancePath+"/rows/" + i0+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.geoid !== undefined){
let data8 = data6.geoid;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err21 = {instancePath:instancePath+"/rows/" + i0+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err22 = {instancePath:instancePath+"/rows/" + i0+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err23 = {instancePath:instancePath+"/rows/" + i0+"/name",schemaPath:"#/properties/rows/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.values !== undefined){
if(!(validate91(data6.values, {instancePath:instancePath+"/rows/" + i0+"/values",parentData:data6,parentDataProperty:"values",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data6.within !== undefined){
if(!(validate93(data6.within, {instancePath:instancePath+"/rows/" + i0+"/within",parentData:data6,parentDataProperty:"within",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.sample_data !== undefined){
if(typeof data.sample_data !== "boolean"){
const err26 = {instancePath:instancePath+"/sample_data",schemaPath:"#/properties/sample_data/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.source_url !== undefined){
let data13 = data.source_url;
if(typeof data13 === "string"){
if(!(formats0(data13))){
const err27 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.total_rows !== undefined){
let data14 = data.total_rows;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/total_rows",schemaPath:"#/properties/total_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/total_rows",schemaPath:"#/properties/total_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.variables !== undefined){
if(!(validate95(data.variables, {instancePath:instancePath+"/variables",parentData:data,parentDataProperty:"variables",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data.year !== undefined){
let data16 = data.year;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err31 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 2099 || isNaN(data16)){
const err32 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data16 < 1990 || isNaN(data16)){
const err33 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_resolve_geography_output = validate113;
const schema44 = {"additionalProperties":false,"properties":{"ambiguous":{"type":"boolean"},"matches":{"items":{"additionalProperties":false,"properties":{"geography_fips":{"pattern":"^[0-9]{1,6}$","type":"string"},"geography_level":{"$ref":"urn:mcpforge:output:e9b742ead6d72a4f"},"geoid":{"pattern":"^[0-9]{1,12}$","type":"string"},"match":{"enum":["exact","partial"],"type":"string"},"name":{"type":"string"},"within":{"$ref":"urn:mcpforge:output:acd7b40c4d827548"}},"required":["geography_fips","geography_level","geoid","match","name","within"],"type":"object"},"type":"array"},"query":{"type":"string"},"reference_vintage":{"type":"string"}},"required":["ambiguous","matches","query","reference_vintage"],"type":"object"};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ambiguous === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ambiguous"},message:"must have required property '"+"ambiguous"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.matches === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
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
if(data.reference_vintage === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reference_vintage"},message:"must have required property '"+"reference_vintage"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "ambiguous") || (key0 === "matches")) || (key0 === "query")) || (key0 === "reference_vintage"))){
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
if(data.ambiguous !== undefined){
if(typeof data.ambiguous !== "boolean"){
const err5 = {instancePath:instancePath+"/ambiguous",schemaPath:"#/properties/ambiguous/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.matches !== undefined){
let data1 = data.matches;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.geography_fips === undefined){
const err6 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "geography_fips"},message:"must have required property '"+"geography_fips"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.geography_level === undefined){
const err7 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.geoid === undefined){
const err8 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "geoid"},message:"must have required property '"+"geoid"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.match === undefined){
const err9 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.name === undefined){
const err10 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.within === undefined){
const err11 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "geography_fips") || (key1 === "geography_level")) || (key1 === "geoid")) || (key1 === "match")) || (key1 === "name")) || (key1 === "within"))){
const err12 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.geography_fips !== undefined){
let data3 = data2.geography_fips;
if(typeof data3 === "string"){
if(!pattern21.test(data3)){
const err13 = {instancePath:instancePath+"/matches/" + i0+"/geography_fips",schemaPath:"#/properties/matches/items/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,6}$"},message:"must match pattern \""+"^[0-9]{1,6}$"+"\""};
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
const err14 = {instancePath:instancePath+"/matches/" + i0+"/geography_fips",schemaPath:"#/properties/matches/items/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.geography_level !== undefined){
if(!(validate87(data2.geography_level, {instancePath:instancePath+"/matches/" + i0+"/geography_level",parentData:data2,parentDataProperty:"geography_level",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data2.geoid !== undefined){
let data5 = data2.geoid;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err15 = {instancePath:instancePath+"/matches/" + i0+"/geoid",schemaPath:"#/properties/matches/items/properties/geoid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err16 = {instancePath:instancePath+"/matches/" + i0+"/geoid",schemaPath:"#/properties/matches/items/properties/geoid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.match !== undefined){
let data6 = data2.match;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/matches/" + i0+"/match",schemaPath:"#/properties/matches/items/properties/match/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data6 === "exact") || (data6 === "partial"))){
const err18 = {instancePath:instancePath+"/matches/" + i0+"/match",schemaPath:"#/properties/matches/items/properties/match/enum",keyword:"enum",params:{allowedValues: schema44.properties.matches.items.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err19 = {instancePath:instancePath+"/matches/" + i0+"/name",schemaPath:"#/properties/matches/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.within !== undefined){
if(!(validate93(data2.within, {instancePath:instancePath+"/matches/" + i0+"/within",parentData:data2,parentDataProperty:"within",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err22 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.reference_vintage !== undefined){
if(typeof data.reference_vintage !== "string"){
const err23 = {instancePath:instancePath+"/reference_vintage",schemaPath:"#/properties/reference_vintage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_search_variables_output = validate116;
const schema45 = {"additionalProperties":false,"properties":{"dataset":{"$ref":"urn:mcpforge:output:96cc165affa379f8"},"hint":{"type":["string","null"]},"match":{"enum":["none","partial","strong"],"type":"string"},"total_matches":{"minimum":0,"type":"integer"},"variables":{"items":{"additionalProperties":false,"properties":{"code":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"concept":{"type":["string","null"]},"group":{"type":["string","null"]},"label":{"type":"string"},"moe_code":{"type":["string","null"]},"value_type":{"enum":["int","float","string",null],"type":["string","null"]}},"required":["code","concept","group","label","moe_code","value_type"],"type":"object"},"type":"array"},"year":{"maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","hint","match","total_matches","variables","year"],"type":"object"};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dataset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hint"},message:"must have required property '"+"hint"+"'"};
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
if(data.total_matches === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_matches"},message:"must have required property '"+"total_matches"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.variables === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.year === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "dataset") || (key0 === "hint")) || (key0 === "match")) || (key0 === "total_matches")) || (key0 === "variables")) || (key0 === "year"))){
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
if(data.dataset !== undefined){
if(!(validate85(data.dataset, {instancePath:instancePath+"/dataset",parentData:data,parentDataProperty:"dataset",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.hint !== undefined){
let data1 = data.hint;
if((typeof data1 !== "string") && (data1 !== null)){
const err7 = {instancePath:instancePath+"/hint",schemaPath:"#/properties/hint/type",keyword:"type",params:{type: schema45.properties.hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.match !== undefined){
let data2 = data.match;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "none") || (data2 === "partial")) || (data2 === "strong"))){
const err9 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/enum",keyword:"enum",params:{allowedValues: schema45.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.total_matches !== undefined){
let data3 = data.total_matches;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.variables !== undefined){
let data4 = data.variables;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.code === undefined){
const err12 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.concept === undefined){
const err13 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "concept"},message:"must have required property '"+"concept"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.group === undefined){
const err14 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.label === undefined){
const err15 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.moe_code === undefined){
const err16 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "moe_code"},message:"must have required property '"+"moe_code"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.value_type === undefined){
const err17 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "value_type"},message:"must have required property '"+"value_type"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data5){
if(!((((((key1 === "code") || (key1 === "concept")) || (key1 === "group")) || (key1 === "label")) || (key1 === "moe_code")) || (key1 === "value_type"))){
const err18 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.code !== undefined){
let data6 = data5.code;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err19 = {instancePath:instancePath+"/variables/" + i0+"/code",schemaPath:"#/properties/variables/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err20 = {instancePath:instancePath+"/variables/" + i0+"/code",schemaPath:"#/properties/variables/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.concept !== undefined){
let data7 = data5.concept;
if((typeof data7 !== "string") && (data7 !== null)){
const err21 = {instancePath:instancePath+"/variables/" + i0+"/concept",schemaPath:"#/properties/variables/items/properties/concept/type",keyword:"type",params:{type: schema45.properties.variables.items.properties.concept.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.group !== undefined){
let data8 = data5.group;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/variables/" + i0+"/group",schemaPath:"#/properties/variables/items/properties/group/type",keyword:"type",params:{type: schema45.properties.variables.items.properties.group.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.label !== undefined){
if(typeof data5.label !== "string"){
const err23 = {instancePath:instancePath+"/variables/" + i0+"/label",schemaPath:"#/properties/variables/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.moe_code !== undefined){
let data10 = data5.moe_code;
if((typeof data10 !== "string") && (data10 !== null)){
const err24 = {instancePath:instancePath+"/variables/" + i0+"/moe_code",schemaPath:"#/properties/variables/items/properties/moe_code/type",keyword:"type",params:{type: schema45.properties.variables.items.properties.moe_code.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.value_type !== undefined){
let data11 = data5.value_type;
if((typeof data11 !== "string") && (data11 !== null)){
const err25 = {instancePath:instancePath+"/variables/" + i0+"/value_type",schemaPath:"#/properties/variables/items/properties/value_type/type",keyword:"type",params:{type: schema45.properties.variables.items.properties.value_type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((((data11 === "int") || (data11 === "float")) || (data11 === "string")) || (data11 === null))){
const err26 = {instancePath:instancePath+"/variables/" + i0+"/value_type",schemaPath:"#/properties/variables/items/properties/value_type/enum",keyword:"enum",params:{allowedValues: schema45.properties.variables.items.properties.value_type.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.year !== undefined){
let data12 = data.year;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2099 || isNaN(data12)){
const err30 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data12 < 1990 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
