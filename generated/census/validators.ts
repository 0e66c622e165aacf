// Generated from spec/census.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const census_compare_geographies_input = validate20;
const schema31 = {"additionalProperties":false,"allOf":[{"if":{"required":["geographies"]},"then":{"properties":{"within":{"description":"Not used with geographies: GEOIDs already name their parents.","maxProperties":0,"type":"object"}}}},{"if":{"not":{"required":["geographies"]},"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["county subdivision","tract"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"within":{"description":"Parent geography; required at this level (state).","required":["state"],"type":"object"}},"required":["within"]}},{"if":{"not":{"required":["geographies"]},"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["block group"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"within":{"description":"Parent geography; required at this level (state and county).","required":["state","county"],"type":"object"}},"required":["within"]}}],"properties":{"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"geographies":{"description":"GEOIDs to compare (from census_resolve_geography), 2 to 50, all at geography_level. When given, within must be left out.","items":{"pattern":"^[0-9]{1,12}$","type":"string"},"maxItems":50,"minItems":2,"type":"array","uniqueItems":true},"geography_level":{"description":"Geography level, spelled as the Census Data API spells it.","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"limit":{"default":50,"description":"Most ranked rows to return, 1 to 100 (default 50).","maximum":100,"minimum":1,"type":"integer"},"order":{"default":"desc","description":"desc ranks the largest value first (default), asc the smallest.","enum":["desc","asc"],"type":"string"},"predicates":{"additionalProperties":{"maxLength":64,"minLength":1,"type":"string"},"description":"Filters on a dataset's predicate variables, name to value, e.g. {\"NAICS2017\": \"72\"} on cbp or {\"SEX\": \"2\"} on a dataset that has it. Up to 8.","maxProperties":8,"propertyNames":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,31}$"},"type":"object"},"sort_by":{"description":"Variable to rank by; must be one of variables (default the first).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"variables":{"description":"Variable codes to show for each geography, 1 to 48.","items":{"description":"Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"maxItems":48,"minItems":1,"type":"array","uniqueItems":true},"within":{"additionalProperties":false,"description":"Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.","if":{"required":["county"]},"properties":{"county":{"description":"Three-digit county FIPS code within the state, e.g. 033; needs state.","pattern":"^[0-9]{3}$","type":"string"},"state":{"description":"Two-digit state FIPS code, e.g. 53.","pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","geography_level","variables"],"type":"object"};
const func1 = Object.prototype.hasOwnProperty;
const func2 = __ajv_dep0.default;
const pattern4 = new RegExp("^[a-z0-9]+(/[a-z0-9]+){0,3}$", "u");
const pattern5 = new RegExp("^[0-9]{1,12}$", "u");
const pattern6 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,31}$", "u");
const pattern7 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,39}$", "u");
const pattern9 = new RegExp("^[0-9]{3}$", "u");
const pattern10 = new RegExp("^[0-9]{2}$", "u");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.within === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.within !== undefined){
let data2 = data.within;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.state === undefined){
const err10 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/1/then/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
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
const err11 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/1/then/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid1 = _errs14 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.within = true;
props1.geography_level = true;
}
}
if(!valid3){
const err12 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const _errs20 = errors;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.geographies === undefined) && (missing3 = "geographies")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid8 = _errs21 === errors;
if(valid8){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.geography_level === undefined) && (missing4 = "geography_level")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data3 = data.geography_level;
if(typeof data3 !== "string"){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(data3 === "block group")){
const err17 = {};
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
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.within === undefined){
const err18 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.within !== undefined){
let data4 = data.within;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.state === undefined){
const err19 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/2/then/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.county === undefined){
const err20 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/2/then/properties/within/required",keyword:"required",params:{missingProperty: "county"},message:"must have required property '"+"county"+"'"};
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
const err21 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/2/then/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid2 = _errs24 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2.within = true;
props2.geography_level = true;
}
}
if(!valid7){
const err22 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.geography_level === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.variables === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err26 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.dataset !== undefined){
let data5 = data.dataset;
if(typeof data5 === "string"){
if(func2(data5) > 60){
const err27 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func2(data5) < 2){
const err28 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern4.test(data5)){
const err29 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err30 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.geographies !== undefined){
let data6 = data.geographies;
if(Array.isArray(data6)){
if(data6.length > 50){
const err31 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.length < 2){
const err32 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err33 = {instancePath:instancePath+"/geographies/" + i0,schemaPath:"#/properties/geographies/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err34 = {instancePath:instancePath+"/geographies/" + i0,schemaPath:"#/properties/geographies/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err35 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err36 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.geography_level !== undefined){
let data8 = data.geography_level;
if(typeof data8 !== "string"){
const err37 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(((((((((((((data8 === "us") || (data8 === "region")) || (data8 === "division")) || (data8 === "state")) || (data8 === "county")) || (data8 === "county subdivision")) || (data8 === "place")) || (data8 === "tract")) || (data8 === "block group")) || (data8 === "zip code tabulation area")) || (data8 === "metropolitan statistical area/micropolitan statistical area")) || (data8 === "combined statistical area")) || (data8 === "congressional district"))){
const err38 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema31.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
let data9 = data.limit;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err39 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err41 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
let data10 = data.order;
if(typeof data10 !== "string"){
const err42 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!((data10 === "desc") || (data10 === "asc"))){
const err43 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema31.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.predicates !== undefined){
let data11 = data.predicates;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(Object.keys(data11).length > 8){
const err44 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/maxProperties",keyword:"maxProperties",params:{limit: 8},message:"must NOT have more than 8 properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key1 in data11){
const _errs42 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err45 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,31}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,31}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var valid15 = _errs42 === errors;
if(!valid15){
const err46 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
for(const key2 in data11){
let data12 = data11[key2];
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err47 = {instancePath:instancePath+"/predicates/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/predicates/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func2(data12) < 1){
const err48 = {instancePath:instancePath+"/predicates/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/predicates/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/predicates/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/predicates/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.sort_by !== undefined){
let data13 = data.sort_by;
if(typeof data13 === "string"){
if(!pattern7.test(data13)){
const err51 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err52 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.variables !== undefined){
let data14 = data.variables;
if(Array.isArray(data14)){
if(data14.length > 48){
const err53 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/maxItems",keyword:"maxItems",params:{limit: 48},message:"must NOT have more than 48 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data14.length < 1){
const err54 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len1 = data14.length;
for(let i2=0; i2<len1; i2++){
let data15 = data14[i2];
if(typeof data15 === "string"){
if(!pattern7.test(data15)){
const err55 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
let i3 = data14.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data14[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err57 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err58 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.within !== undefined){
let data16 = data.within;
const _errs54 = errors;
let valid20 = true;
const _errs55 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing5;
if((data16.county === undefined) && (missing5 = "county")){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var _valid3 = _errs55 === errors;
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs56 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.state === undefined){
const err60 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid3 = _errs56 === errors;
valid20 = _valid3;
}
if(!valid20){
const err61 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key3 in data16){
if(!((key3 === "county") || (key3 === "state"))){
const err62 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.county !== undefined){
let data17 = data16.county;
if(typeof data17 === "string"){
if(!pattern9.test(data17)){
const err63 = {instancePath:instancePath+"/within/county",schemaPath:"#/properties/within/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
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
const err64 = {instancePath:instancePath+"/within/county",schemaPath:"#/properties/within/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data16.state !== undefined){
let data18 = data16.state;
if(typeof data18 === "string"){
if(!pattern10.test(data18)){
const err65 = {instancePath:instancePath+"/within/state",schemaPath:"#/properties/within/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/within/state",schemaPath:"#/properties/within/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err67 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.year !== undefined){
let data19 = data.year;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err68 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 2099 || isNaN(data19)){
const err69 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data19 < 1990 || isNaN(data19)){
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_compare_geographies_output = validate21;
const schema32 = {"additionalProperties":false,"properties":{"applied_predicates":{"additionalProperties":{"type":"string"},"description":"Predicate filters applied, including defaults the dataset imposes.","type":"object"},"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"geography_level":{"description":"Geography level, spelled as the Census Data API spells it.","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"notes":{"description":"Caveats a person should see with the numbers (suppressed cells, sample data, defaults applied).","items":{"type":"string"},"type":"array"},"order":{"enum":["desc","asc"],"type":"string"},"rows":{"items":{"additionalProperties":false,"properties":{"geography_fips":{"pattern":"^[0-9]{1,6}$","type":"string"},"geoid":{"pattern":"^[0-9]{1,12}$","type":"string"},"name":{"type":"string"},"rank":{"description":"1 for the first; null when the sort value is suppressed.","minimum":1,"type":["integer","null"]},"values":{"additionalProperties":{"additionalProperties":false,"properties":{"annotation":{"description":"Meaning of a Census sentinel or suppression flag in raw (e.g. too few sample observations); null for an ordinary value.","type":["string","null"]},"estimate":{"description":"Numeric value; null when the cell is suppressed, not applicable or text.","type":["number","null"]},"moe":{"description":"Margin of error (90 percent) where the dataset publishes one; otherwise null.","type":["number","null"]},"raw":{"description":"The value exactly as the Census API returned it.","type":["string","null"]}},"required":["annotation","estimate","moe","raw"],"type":"object"},"description":"Variable code to value.","type":"object"},"within":{"additionalProperties":false,"description":"Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.","if":{"required":["county"]},"properties":{"county":{"description":"Three-digit county FIPS code within the state, e.g. 033; needs state.","pattern":"^[0-9]{3}$","type":"string"},"state":{"description":"Two-digit state FIPS code, e.g. 53.","pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"}},"required":["geography_fips","geoid","name","rank","values","within"],"type":"object"},"type":"array"},"sample_data":{"description":"True when the rows come from shipped sample data rather than the live census API; such numbers must not be presented as current.","type":"boolean"},"sort_by":{"description":"Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"source_url":{"description":"The Census Data API request behind the result, without the key.","format":"uri","type":"string"},"total_geographies":{"description":"How many geographies matched before limit was applied.","minimum":0,"type":"integer"},"variables":{"description":"The requested variables with their labels, in request order.","items":{"additionalProperties":false,"properties":{"code":{"description":"Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"concept":{"type":["string","null"]},"label":{"type":"string"}},"required":["code","concept","label"],"type":"object"},"type":"array"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["applied_predicates","dataset","geography_level","notes","order","rows","sample_data","sort_by","source_url","total_geographies","variables","year"],"type":"object"};
const pattern12 = new RegExp("^[0-9]{1,6}$", "u");
const formats0 = __ajv_dep1.fullFormats.uri;

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
let data0 = data.applied_predicates;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(typeof data0[key1] !== "string"){
const err13 = {instancePath:instancePath+"/applied_predicates/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/applied_predicates/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/applied_predicates",schemaPath:"#/properties/applied_predicates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.dataset !== undefined){
let data2 = data.dataset;
if(typeof data2 === "string"){
if(func2(data2) > 60){
const err15 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data2) < 2){
const err16 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data2)){
const err17 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err18 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.geography_level !== undefined){
let data3 = data.geography_level;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((((((((((data3 === "us") || (data3 === "region")) || (data3 === "division")) || (data3 === "state")) || (data3 === "county")) || (data3 === "county subdivision")) || (data3 === "place")) || (data3 === "tract")) || (data3 === "block group")) || (data3 === "zip code tabulation area")) || (data3 === "metropolitan statistical area/micropolitan statistical area")) || (data3 === "combined statistical area")) || (data3 === "congressional district"))){
const err20 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema32.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.notes !== undefined){
let data4 = data.notes;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err21 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.order !== undefined){
let data6 = data.order;
if(typeof data6 !== "string"){
const err23 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data6 === "desc") || (data6 === "asc"))){
const err24 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema32.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.rows !== undefined){
let data7 = data.rows;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.geography_fips === undefined){
const err25 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geography_fips"},message:"must have required property '"+"geography_fips"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.geoid === undefined){
const err26 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geoid"},message:"must have required property '"+"geoid"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.name === undefined){
const err27 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8.rank === undefined){
const err28 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8.values === undefined){
const err29 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8.within === undefined){
const err30 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data8){
if(!((((((key2 === "geography_fips") || (key2 === "geoid")) || (key2 === "name")) || (key2 === "rank")) || (key2 === "values")) || (key2 === "within"))){
const err31 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.geography_fips !== undefined){
let data9 = data8.geography_fips;
if(typeof data9 === "string"){
if(!pattern12.test(data9)){
const err32 = {instancePath:instancePath+"/rows/" + i1+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,6}$"},message:"must match pattern \""+"^[0-9]{1,6}$"+"\""};
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
const err33 = {instancePath:instancePath+"/rows/" + i1+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.geoid !== undefined){
let data10 = data8.geoid;
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err34 = {instancePath:instancePath+"/rows/" + i1+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err35 = {instancePath:instancePath+"/rows/" + i1+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.name !== undefined){
if(typeof data8.name !== "string"){
const err36 = {instancePath:instancePath+"/rows/" + i1+"/name",schemaPath:"#/properties/rows/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data8.rank !== undefined){
let data12 = data8.rank;
if((!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) && (data12 !== null)){
const err37 = {instancePath:instancePath+"/rows/" + i1+"/rank",schemaPath:"#/properties/rows/items/properties/rank/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.rank.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/rows/" + i1+"/rank",schemaPath:"#/properties/rows/items/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.values !== undefined){
let data13 = data8.values;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key3 in data13){
let data14 = data13[key3];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.annotation === undefined){
const err39 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "annotation"},message:"must have required property '"+"annotation"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.estimate === undefined){
const err40 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "estimate"},message:"must have required property '"+"estimate"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.moe === undefined){
const err41 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "moe"},message:"must have required property '"+"moe"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.raw === undefined){
const err42 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "raw"},message:"must have required property '"+"raw"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key4 in data14){
if(!((((key4 === "annotation") || (key4 === "estimate")) || (key4 === "moe")) || (key4 === "raw"))){
const err43 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.annotation !== undefined){
let data15 = data14.annotation;
if((typeof data15 !== "string") && (data15 !== null)){
const err44 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/annotation",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/annotation/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.values.additionalProperties.properties.annotation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data14.estimate !== undefined){
let data16 = data14.estimate;
if((!((typeof data16 == "number") && (isFinite(data16)))) && (data16 !== null)){
const err45 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/estimate",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/estimate/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.values.additionalProperties.properties.estimate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data14.moe !== undefined){
let data17 = data14.moe;
if((!((typeof data17 == "number") && (isFinite(data17)))) && (data17 !== null)){
const err46 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/moe",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/moe/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.values.additionalProperties.properties.moe.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data14.raw !== undefined){
let data18 = data14.raw;
if((typeof data18 !== "string") && (data18 !== null)){
const err47 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/raw",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/raw/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.values.additionalProperties.properties.raw.type},message:"must be string,null"};
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
const err48 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/rows/" + i1+"/values",schemaPath:"#/properties/rows/items/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data8.within !== undefined){
let data19 = data8.within;
const _errs46 = errors;
let valid9 = true;
const _errs47 = errors;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing0;
if((data19.county === undefined) && (missing0 = "county")){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid0 = _errs47 === errors;
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs48 = errors;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.state === undefined){
const err51 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var _valid0 = _errs48 === errors;
valid9 = _valid0;
}
if(!valid9){
const err52 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key5 in data19){
if(!((key5 === "county") || (key5 === "state"))){
const err53 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data19.county !== undefined){
let data20 = data19.county;
if(typeof data20 === "string"){
if(!pattern9.test(data20)){
const err54 = {instancePath:instancePath+"/rows/" + i1+"/within/county",schemaPath:"#/properties/rows/items/properties/within/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/rows/" + i1+"/within/county",schemaPath:"#/properties/rows/items/properties/within/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data19.state !== undefined){
let data21 = data19.state;
if(typeof data21 === "string"){
if(!pattern10.test(data21)){
const err56 = {instancePath:instancePath+"/rows/" + i1+"/within/state",schemaPath:"#/properties/rows/items/properties/within/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/rows/" + i1+"/within/state",schemaPath:"#/properties/rows/items/properties/within/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err58 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err59 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.sample_data !== undefined){
if(typeof data.sample_data !== "boolean"){
const err61 = {instancePath:instancePath+"/sample_data",schemaPath:"#/properties/sample_data/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.sort_by !== undefined){
let data23 = data.sort_by;
if(typeof data23 === "string"){
if(!pattern7.test(data23)){
const err62 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err63 = {instancePath:instancePath+"/sort_by",schemaPath:"#/properties/sort_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.source_url !== undefined){
let data24 = data.source_url;
if(typeof data24 === "string"){
if(!(formats0(data24))){
const err64 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err65 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.total_geographies !== undefined){
let data25 = data.total_geographies;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err66 = {instancePath:instancePath+"/total_geographies",schemaPath:"#/properties/total_geographies/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err67 = {instancePath:instancePath+"/total_geographies",schemaPath:"#/properties/total_geographies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.variables !== undefined){
let data26 = data.variables;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.code === undefined){
const err68 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.concept === undefined){
const err69 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "concept"},message:"must have required property '"+"concept"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data27.label === undefined){
const err70 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key6 in data27){
if(!(((key6 === "code") || (key6 === "concept")) || (key6 === "label"))){
const err71 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27.code !== undefined){
let data28 = data27.code;
if(typeof data28 === "string"){
if(!pattern7.test(data28)){
const err72 = {instancePath:instancePath+"/variables/" + i2+"/code",schemaPath:"#/properties/variables/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err73 = {instancePath:instancePath+"/variables/" + i2+"/code",schemaPath:"#/properties/variables/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data27.concept !== undefined){
let data29 = data27.concept;
if((typeof data29 !== "string") && (data29 !== null)){
const err74 = {instancePath:instancePath+"/variables/" + i2+"/concept",schemaPath:"#/properties/variables/items/properties/concept/type",keyword:"type",params:{type: schema32.properties.variables.items.properties.concept.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data27.label !== undefined){
if(typeof data27.label !== "string"){
const err75 = {instancePath:instancePath+"/variables/" + i2+"/label",schemaPath:"#/properties/variables/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err76 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err77 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.year !== undefined){
let data31 = data.year;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err78 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 2099 || isNaN(data31)){
const err79 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data31 < 1990 || isNaN(data31)){
const err80 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_datasets_input = validate22;
const schema33 = {"additionalProperties":false,"properties":{"query":{"description":"Keyword matched against dataset code, title and description, e.g. income, decennial, business. Omit to list all.","maxLength":100,"minLength":1,"type":"string"}},"required":[],"type":"object"};

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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_datasets_output = validate23;
const schema34 = {"additionalProperties":false,"properties":{"api_key_configured":{"description":"True when CENSUS_API_KEY is set, so the two data tools can run.","type":"boolean"},"datasets":{"items":{"additionalProperties":false,"properties":{"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"description":{"type":"string"},"has_margins_of_error":{"type":"boolean"},"latest_year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"},"title":{"type":"string"},"years":{"description":"Available vintages, ascending.","items":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"},"type":"array"}},"required":["dataset","description","has_margins_of_error","latest_year","title","years"],"type":"object"},"type":"array"}},"required":["api_key_configured","datasets"],"type":"object"};

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
let data3 = data2.dataset;
if(typeof data3 === "string"){
if(func2(data3) > 60){
const err11 = {instancePath:instancePath+"/datasets/" + i0+"/dataset",schemaPath:"#/properties/datasets/items/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data3) < 2){
const err12 = {instancePath:instancePath+"/datasets/" + i0+"/dataset",schemaPath:"#/properties/datasets/items/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data3)){
const err13 = {instancePath:instancePath+"/datasets/" + i0+"/dataset",schemaPath:"#/properties/datasets/items/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err14 = {instancePath:instancePath+"/datasets/" + i0+"/dataset",schemaPath:"#/properties/datasets/items/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err15 = {instancePath:instancePath+"/datasets/" + i0+"/description",schemaPath:"#/properties/datasets/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.has_margins_of_error !== undefined){
if(typeof data2.has_margins_of_error !== "boolean"){
const err16 = {instancePath:instancePath+"/datasets/" + i0+"/has_margins_of_error",schemaPath:"#/properties/datasets/items/properties/has_margins_of_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.latest_year !== undefined){
let data6 = data2.latest_year;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/datasets/" + i0+"/latest_year",schemaPath:"#/properties/datasets/items/properties/latest_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2099 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/datasets/" + i0+"/latest_year",schemaPath:"#/properties/datasets/items/properties/latest_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < 1990 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/datasets/" + i0+"/latest_year",schemaPath:"#/properties/datasets/items/properties/latest_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
if(data2.title !== undefined){
if(typeof data2.title !== "string"){
const err20 = {instancePath:instancePath+"/datasets/" + i0+"/title",schemaPath:"#/properties/datasets/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
const err21 = {instancePath:instancePath+"/datasets/" + i0+"/years/" + i1,schemaPath:"#/properties/datasets/items/properties/years/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2099 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/datasets/" + i0+"/years/" + i1,schemaPath:"#/properties/datasets/items/properties/years/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9 < 1990 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/datasets/" + i0+"/years/" + i1,schemaPath:"#/properties/datasets/items/properties/years/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
}
else {
const err24 = {instancePath:instancePath+"/datasets/" + i0+"/years",schemaPath:"#/properties/datasets/items/properties/years/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err25 = {instancePath:instancePath+"/datasets/" + i0,schemaPath:"#/properties/datasets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath:instancePath+"/datasets",schemaPath:"#/properties/datasets/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_geographies_input = validate24;
const schema35 = {"additionalProperties":false,"properties":{"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset"],"type":"object"};

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
let data0 = data.dataset;
if(typeof data0 === "string"){
if(func2(data0) > 60){
const err2 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 2){
const err3 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err5 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.year !== undefined){
let data1 = data.year;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2099 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1990 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_list_geographies_output = validate25;
const schema36 = {"additionalProperties":false,"properties":{"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"levels":{"items":{"additionalProperties":false,"properties":{"geography_level":{"description":"Geography level, spelled as the Census Data API spells it.","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"optional_parents":{"items":{"enum":["state","county"],"type":"string"},"type":"array"},"required_parents":{"description":"Keys of within that must be given at this level.","items":{"enum":["state","county"],"type":"string"},"type":"array"}},"required":["geography_level","optional_parents","required_parents"],"type":"object"},"type":"array"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","levels","year"],"type":"object"};

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
let data0 = data.dataset;
if(typeof data0 === "string"){
if(func2(data0) > 60){
const err4 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 2){
const err5 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err7 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
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
const err8 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.optional_parents === undefined){
const err9 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/required",keyword:"required",params:{missingProperty: "optional_parents"},message:"must have required property '"+"optional_parents"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.required_parents === undefined){
const err10 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/required",keyword:"required",params:{missingProperty: "required_parents"},message:"must have required property '"+"required_parents"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "geography_level") || (key1 === "optional_parents")) || (key1 === "required_parents"))){
const err11 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.geography_level !== undefined){
let data3 = data2.geography_level;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/levels/" + i0+"/geography_level",schemaPath:"#/properties/levels/items/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((((((data3 === "us") || (data3 === "region")) || (data3 === "division")) || (data3 === "state")) || (data3 === "county")) || (data3 === "county subdivision")) || (data3 === "place")) || (data3 === "tract")) || (data3 === "block group")) || (data3 === "zip code tabulation area")) || (data3 === "metropolitan statistical area/micropolitan statistical area")) || (data3 === "combined statistical area")) || (data3 === "congressional district"))){
const err13 = {instancePath:instancePath+"/levels/" + i0+"/geography_level",schemaPath:"#/properties/levels/items/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema36.properties.levels.items.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.optional_parents !== undefined){
let data4 = data2.optional_parents;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/levels/" + i0+"/optional_parents/" + i1,schemaPath:"#/properties/levels/items/properties/optional_parents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data5 === "state") || (data5 === "county"))){
const err15 = {instancePath:instancePath+"/levels/" + i0+"/optional_parents/" + i1,schemaPath:"#/properties/levels/items/properties/optional_parents/items/enum",keyword:"enum",params:{allowedValues: schema36.properties.levels.items.properties.optional_parents.items.enum},message:"must be equal to one of the allowed values"};
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
const err16 = {instancePath:instancePath+"/levels/" + i0+"/optional_parents",schemaPath:"#/properties/levels/items/properties/optional_parents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.required_parents !== undefined){
let data6 = data2.required_parents;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/levels/" + i0+"/required_parents/" + i2,schemaPath:"#/properties/levels/items/properties/required_parents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data7 === "state") || (data7 === "county"))){
const err18 = {instancePath:instancePath+"/levels/" + i0+"/required_parents/" + i2,schemaPath:"#/properties/levels/items/properties/required_parents/items/enum",keyword:"enum",params:{allowedValues: schema36.properties.levels.items.properties.required_parents.items.enum},message:"must be equal to one of the allowed values"};
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
const err19 = {instancePath:instancePath+"/levels/" + i0+"/required_parents",schemaPath:"#/properties/levels/items/properties/required_parents/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err20 = {instancePath:instancePath+"/levels/" + i0,schemaPath:"#/properties/levels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/levels",schemaPath:"#/properties/levels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.year !== undefined){
let data8 = data.year;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 2099 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8 < 1990 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_query_data_input = validate26;
const schema37 = {"additionalProperties":false,"allOf":[{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["us"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At us level: the nation: 1, or * for all.","pattern":"^(\\*|1)$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["region"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At region level: one digit 1 to 4, or * for all.","pattern":"^(\\*|[1-4])$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["division","block group"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At division, block group level: one digit, or * for all.","pattern":"^(\\*|[0-9])$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["state","congressional district"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At state, congressional district level: two digits, or * for all.","pattern":"^(\\*|[0-9]{2})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["county","combined statistical area"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At county, combined statistical area level: three digits, or * for all.","pattern":"^(\\*|[0-9]{3})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["county subdivision","place","zip code tabulation area","metropolitan statistical area/micropolitan statistical area"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At county subdivision, place, zip code tabulation area, metropolitan statistical area/micropolitan statistical area level: five digits, or * for all.","pattern":"^(\\*|[0-9]{5})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["tract"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"geography_fips":{"description":"At tract level: six digits, or * for all.","pattern":"^(\\*|[0-9]{6})$","type":"string"}}}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["county subdivision","tract"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"within":{"description":"Parent geography; required at this level (state).","required":["state"],"type":"object"}},"required":["within"]}},{"if":{"properties":{"geography_level":{"description":"Condition: the level is one of these.","enum":["block group"],"type":"string"}},"required":["geography_level"]},"then":{"properties":{"within":{"description":"Parent geography; required at this level (state and county).","required":["state","county"],"type":"object"}},"required":["within"]}},{"if":{"properties":{"geography_fips":{"description":"Condition: one specific code rather than *.","pattern":"^[0-9]","type":"string"},"geography_level":{"description":"Condition: a level whose codes repeat across states.","enum":["county","place","congressional district"],"type":"string"}},"required":["geography_level","geography_fips"]},"then":{"properties":{"within":{"description":"A single county, place or congressional district code needs its state.","required":["state"],"type":"object"}},"required":["within"]}}],"properties":{"cursor":{"description":"Opaque pagination cursor: pass the next_cursor of the previous page unchanged.","maxLength":512,"minLength":1,"type":"string"},"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"geography_fips":{"default":"*","description":"The level's own code (state 2 digits, county 3, place 5, tract 6, ...), or * (default) for every geography of the level within the parent.","pattern":"^(\\*|[0-9]{1,6})$","type":"string"},"geography_level":{"description":"Geography level, spelled as the Census Data API spells it.","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"limit":{"default":50,"description":"Rows per page, 1 to 100 (default 50).","maximum":100,"minimum":1,"type":"integer"},"predicates":{"additionalProperties":{"maxLength":64,"minLength":1,"type":"string"},"description":"Filters on a dataset's predicate variables, name to value, e.g. {\"NAICS2017\": \"72\"} on cbp or {\"SEX\": \"2\"} on a dataset that has it. Up to 8.","maxProperties":8,"propertyNames":{"pattern":"^[A-Za-z][A-Za-z0-9_]{0,31}$"},"type":"object"},"variables":{"description":"Variable codes to fetch, 1 to 48 (the API's 50 columns less name and GEOID).","items":{"description":"Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"maxItems":48,"minItems":1,"type":"array","uniqueItems":true},"within":{"additionalProperties":false,"description":"Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.","if":{"required":["county"]},"properties":{"county":{"description":"Three-digit county FIPS code within the state, e.g. 033; needs state.","pattern":"^[0-9]{3}$","type":"string"},"state":{"description":"Two-digit state FIPS code, e.g. 53.","pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","geography_level","variables"],"type":"object"};
const pattern21 = new RegExp("^(\\*|1)$", "u");
const pattern22 = new RegExp("^(\\*|[1-4])$", "u");
const pattern23 = new RegExp("^(\\*|[0-9])$", "u");
const pattern24 = new RegExp("^(\\*|[0-9]{2})$", "u");
const pattern25 = new RegExp("^(\\*|[0-9]{3})$", "u");
const pattern26 = new RegExp("^(\\*|[0-9]{5})$", "u");
const pattern27 = new RegExp("^(\\*|[0-9]{6})$", "u");
const pattern28 = new RegExp("^[0-9]", "u");
const pattern30 = new RegExp("^(\\*|[0-9]{1,6})$", "u");

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
if(!pattern21.test(data1)){
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
if(!pattern22.test(data3)){
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
if(!pattern23.test(data5)){
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
if(!pattern24.test(data7)){
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
if(!pattern25.test(data9)){
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
if(!pattern26.test(data11)){
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
if(!pattern27.test(data13)){
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.within === undefined){
const err45 = {instancePath,schemaPath:"#/allOf/7/then/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.within !== undefined){
let data15 = data.within;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.state === undefined){
const err46 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/7/then/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
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
const err47 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/7/then/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid7 = _errs62 === errors;
valid22 = _valid7;
if(valid22){
var props7 = {};
props7.within = true;
props7.geography_level = true;
}
}
if(!valid22){
const err48 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
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
const _errs66 = errors;
let valid25 = true;
const _errs67 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.geography_level === undefined) && (missing8 = "geography_level")){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
if(data.geography_level !== undefined){
let data16 = data.geography_level;
if(typeof data16 !== "string"){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(data16 === "block group")){
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
}
}
var _valid8 = _errs67 === errors;
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs70 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.within === undefined){
const err52 = {instancePath,schemaPath:"#/allOf/8/then/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data.within !== undefined){
let data17 = data.within;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.state === undefined){
const err53 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/8/then/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data17.county === undefined){
const err54 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/8/then/properties/within/required",keyword:"required",params:{missingProperty: "county"},message:"must have required property '"+"county"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/8/then/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid8 = _errs70 === errors;
valid25 = _valid8;
if(valid25){
var props8 = {};
props8.within = true;
props8.geography_level = true;
}
}
if(!valid25){
const err56 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
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
const _errs74 = errors;
let valid28 = true;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if(((data.geography_level === undefined) && (missing9 = "geography_level")) || ((data.geography_fips === undefined) && (missing9 = "geography_fips"))){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
if(data.geography_fips !== undefined){
let data18 = data.geography_fips;
const _errs76 = errors;
if(errors === _errs76){
if(typeof data18 === "string"){
if(!pattern28.test(data18)){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var valid29 = _errs76 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.geography_level !== undefined){
let data19 = data.geography_level;
const _errs78 = errors;
if(typeof data19 !== "string"){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!(((data19 === "county") || (data19 === "place")) || (data19 === "congressional district"))){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var valid29 = _errs78 === errors;
}
else {
var valid29 = true;
}
}
}
}
var _valid9 = _errs75 === errors;
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs80 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.within === undefined){
const err62 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data.within !== undefined){
let data20 = data.within;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.state === undefined){
const err63 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/9/then/properties/within/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
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
const err64 = {instancePath:instancePath+"/within",schemaPath:"#/allOf/9/then/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid9 = _errs80 === errors;
valid28 = _valid9;
if(valid28){
var props9 = {};
props9.within = true;
props9.geography_fips = true;
props9.geography_level = true;
}
}
if(!valid28){
const err65 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
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
const err66 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data.geography_level === undefined){
const err67 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography_level"},message:"must have required property '"+"geography_level"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data.variables === undefined){
const err68 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema37.properties, key0))){
const err69 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.cursor !== undefined){
let data21 = data.cursor;
if(typeof data21 === "string"){
if(func2(data21) > 512){
const err70 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func2(data21) < 1){
const err71 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err72 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.dataset !== undefined){
let data22 = data.dataset;
if(typeof data22 === "string"){
if(func2(data22) > 60){
const err73 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(func2(data22) < 2){
const err74 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern4.test(data22)){
const err75 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err76 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
let data23 = data.geography_fips;
if(typeof data23 === "string"){
if(!pattern30.test(data23)){
const err77 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^(\\*|[0-9]{1,6})$"},message:"must match pattern \""+"^(\\*|[0-9]{1,6})$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/geography_fips",schemaPath:"#/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.geography_level !== undefined){
let data24 = data.geography_level;
if(typeof data24 !== "string"){
const err79 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!(((((((((((((data24 === "us") || (data24 === "region")) || (data24 === "division")) || (data24 === "state")) || (data24 === "county")) || (data24 === "county subdivision")) || (data24 === "place")) || (data24 === "tract")) || (data24 === "block group")) || (data24 === "zip code tabulation area")) || (data24 === "metropolitan statistical area/micropolitan statistical area")) || (data24 === "combined statistical area")) || (data24 === "congressional district"))){
const err80 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema37.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
let data25 = data.limit;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err81 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 100 || isNaN(data25)){
const err82 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data25 < 1 || isNaN(data25)){
const err83 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.predicates !== undefined){
let data26 = data.predicates;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(Object.keys(data26).length > 8){
const err84 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/maxProperties",keyword:"maxProperties",params:{limit: 8},message:"must NOT have more than 8 properties"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
for(const key1 in data26){
const _errs96 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err85 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,31}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,31}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var valid32 = _errs96 === errors;
if(!valid32){
const err86 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
for(const key2 in data26){
let data27 = data26[key2];
if(typeof data27 === "string"){
if(func2(data27) > 64){
const err87 = {instancePath:instancePath+"/predicates/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/predicates/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func2(data27) < 1){
const err88 = {instancePath:instancePath+"/predicates/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/predicates/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/predicates/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/predicates/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err90 = {instancePath:instancePath+"/predicates",schemaPath:"#/properties/predicates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.variables !== undefined){
let data28 = data.variables;
if(Array.isArray(data28)){
if(data28.length > 48){
const err91 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/maxItems",keyword:"maxItems",params:{limit: 48},message:"must NOT have more than 48 items"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data28.length < 1){
const err92 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
if(typeof data29 === "string"){
if(!pattern7.test(data29)){
const err93 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
let i1 = data28.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data28[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err95 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err96 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.within !== undefined){
let data30 = data.within;
const _errs106 = errors;
let valid37 = true;
const _errs107 = errors;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing10;
if((data30.county === undefined) && (missing10 = "county")){
const err97 = {};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var _valid10 = _errs107 === errors;
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs108 = errors;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.state === undefined){
const err98 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
var _valid10 = _errs108 === errors;
valid37 = _valid10;
}
if(!valid37){
const err99 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key3 in data30){
if(!((key3 === "county") || (key3 === "state"))){
const err100 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data30.county !== undefined){
let data31 = data30.county;
if(typeof data31 === "string"){
if(!pattern9.test(data31)){
const err101 = {instancePath:instancePath+"/within/county",schemaPath:"#/properties/within/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/within/county",schemaPath:"#/properties/within/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data30.state !== undefined){
let data32 = data30.state;
if(typeof data32 === "string"){
if(!pattern10.test(data32)){
const err103 = {instancePath:instancePath+"/within/state",schemaPath:"#/properties/within/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/within/state",schemaPath:"#/properties/within/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err105 = {instancePath:instancePath+"/within",schemaPath:"#/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.year !== undefined){
let data33 = data.year;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err106 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 2099 || isNaN(data33)){
const err107 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data33 < 1990 || isNaN(data33)){
const err108 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
}
else {
const err109 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_query_data_output = validate27;
const schema38 = {"additionalProperties":false,"properties":{"applied_predicates":{"additionalProperties":{"type":"string"},"description":"Predicate filters applied, including defaults the dataset imposes.","type":"object"},"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"geography_level":{"description":"Geography level, spelled as the Census Data API spells it.","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"next_cursor":{"description":"Cursor for the next page, or null when this is the last page.","type":["string","null"]},"notes":{"description":"Caveats a person should see with the numbers (suppressed cells, sample data, defaults applied).","items":{"type":"string"},"type":"array"},"rows":{"items":{"additionalProperties":false,"properties":{"geography_fips":{"pattern":"^[0-9]{1,6}$","type":"string"},"geoid":{"pattern":"^[0-9]{1,12}$","type":"string"},"name":{"type":"string"},"values":{"additionalProperties":{"additionalProperties":false,"properties":{"annotation":{"description":"Meaning of a Census sentinel or suppression flag in raw (e.g. too few sample observations); null for an ordinary value.","type":["string","null"]},"estimate":{"description":"Numeric value; null when the cell is suppressed, not applicable or text.","type":["number","null"]},"moe":{"description":"Margin of error (90 percent) where the dataset publishes one; otherwise null.","type":["number","null"]},"raw":{"description":"The value exactly as the Census API returned it.","type":["string","null"]}},"required":["annotation","estimate","moe","raw"],"type":"object"},"description":"Variable code to value.","type":"object"},"within":{"additionalProperties":false,"description":"Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.","if":{"required":["county"]},"properties":{"county":{"description":"Three-digit county FIPS code within the state, e.g. 033; needs state.","pattern":"^[0-9]{3}$","type":"string"},"state":{"description":"Two-digit state FIPS code, e.g. 53.","pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"}},"required":["geography_fips","geoid","name","values","within"],"type":"object"},"type":"array"},"sample_data":{"description":"True when the rows come from shipped sample data rather than the live census API; such numbers must not be presented as current.","type":"boolean"},"source_url":{"description":"The Census Data API request behind the result, without the key.","format":"uri","type":"string"},"total_rows":{"minimum":0,"type":"integer"},"variables":{"description":"The requested variables with their labels, in request order.","items":{"additionalProperties":false,"properties":{"code":{"description":"Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"concept":{"type":["string","null"]},"label":{"type":"string"}},"required":["code","concept","label"],"type":"object"},"type":"array"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["applied_predicates","dataset","geography_level","next_cursor","notes","rows","sample_data","source_url","total_rows","variables","year"],"type":"object"};

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
if(data.applied_predicates !== undefined){
let data0 = data.applied_predicates;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(typeof data0[key1] !== "string"){
const err12 = {instancePath:instancePath+"/applied_predicates/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/applied_predicates/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/applied_predicates",schemaPath:"#/properties/applied_predicates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dataset !== undefined){
let data2 = data.dataset;
if(typeof data2 === "string"){
if(func2(data2) > 60){
const err14 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data2) < 2){
const err15 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data2)){
const err16 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.geography_level !== undefined){
let data3 = data.geography_level;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((((((((((((data3 === "us") || (data3 === "region")) || (data3 === "division")) || (data3 === "state")) || (data3 === "county")) || (data3 === "county subdivision")) || (data3 === "place")) || (data3 === "tract")) || (data3 === "block group")) || (data3 === "zip code tabulation area")) || (data3 === "metropolitan statistical area/micropolitan statistical area")) || (data3 === "combined statistical area")) || (data3 === "congressional district"))){
const err19 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema38.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.next_cursor !== undefined){
let data4 = data.next_cursor;
if((typeof data4 !== "string") && (data4 !== null)){
const err20 = {instancePath:instancePath+"/next_cursor",schemaPath:"#/properties/next_cursor/type",keyword:"type",params:{type: schema38.properties.next_cursor.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err21 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.rows !== undefined){
let data7 = data.rows;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.geography_fips === undefined){
const err23 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geography_fips"},message:"must have required property '"+"geography_fips"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.geoid === undefined){
const err24 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "geoid"},message:"must have required property '"+"geoid"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.name === undefined){
const err25 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.values === undefined){
const err26 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.within === undefined){
const err27 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "within"},message:"must have required property '"+"within"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data8){
if(!(((((key2 === "geography_fips") || (key2 === "geoid")) || (key2 === "name")) || (key2 === "values")) || (key2 === "within"))){
const err28 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.geography_fips !== undefined){
let data9 = data8.geography_fips;
if(typeof data9 === "string"){
if(!pattern12.test(data9)){
const err29 = {instancePath:instancePath+"/rows/" + i1+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,6}$"},message:"must match pattern \""+"^[0-9]{1,6}$"+"\""};
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
const err30 = {instancePath:instancePath+"/rows/" + i1+"/geography_fips",schemaPath:"#/properties/rows/items/properties/geography_fips/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.geoid !== undefined){
let data10 = data8.geoid;
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err31 = {instancePath:instancePath+"/rows/" + i1+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err32 = {instancePath:instancePath+"/rows/" + i1+"/geoid",schemaPath:"#/properties/rows/items/properties/geoid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.name !== undefined){
if(typeof data8.name !== "string"){
const err33 = {instancePath:instancePath+"/rows/" + i1+"/name",schemaPath:"#/properties/rows/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.values !== undefined){
let data12 = data8.values;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key3 in data12){
let data13 = data12[key3];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.annotation === undefined){
const err34 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "annotation"},message:"must have required property '"+"annotation"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.estimate === undefined){
const err35 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "estimate"},message:"must have required property '"+"estimate"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.moe === undefined){
const err36 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "moe"},message:"must have required property '"+"moe"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data13.raw === undefined){
const err37 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/required",keyword:"required",params:{missingProperty: "raw"},message:"must have required property '"+"raw"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key4 in data13){
if(!((((key4 === "annotation") || (key4 === "estimate")) || (key4 === "moe")) || (key4 === "raw"))){
const err38 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data13.annotation !== undefined){
let data14 = data13.annotation;
if((typeof data14 !== "string") && (data14 !== null)){
const err39 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/annotation",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/annotation/type",keyword:"type",params:{type: schema38.properties.rows.items.properties.values.additionalProperties.properties.annotation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data13.estimate !== undefined){
let data15 = data13.estimate;
if((!((typeof data15 == "number") && (isFinite(data15)))) && (data15 !== null)){
const err40 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/estimate",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/estimate/type",keyword:"type",params:{type: schema38.properties.rows.items.properties.values.additionalProperties.properties.estimate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data13.moe !== undefined){
let data16 = data13.moe;
if((!((typeof data16 == "number") && (isFinite(data16)))) && (data16 !== null)){
const err41 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/moe",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/moe/type",keyword:"type",params:{type: schema38.properties.rows.items.properties.values.additionalProperties.properties.moe.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data13.raw !== undefined){
let data17 = data13.raw;
if((typeof data17 !== "string") && (data17 !== null)){
const err42 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/raw",schemaPath:"#/properties/rows/items/properties/values/additionalProperties/properties/raw/type",keyword:"type",params:{type: schema38.properties.rows.items.properties.values.additionalProperties.properties.raw.type},message:"must be string,null"};
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
const err43 = {instancePath:instancePath+"/rows/" + i1+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/properties/values/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err44 = {instancePath:instancePath+"/rows/" + i1+"/values",schemaPath:"#/properties/rows/items/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data8.within !== undefined){
let data18 = data8.within;
const _errs44 = errors;
let valid9 = true;
const _errs45 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing0;
if((data18.county === undefined) && (missing0 = "county")){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var _valid0 = _errs45 === errors;
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs46 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.state === undefined){
const err46 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid0 = _errs46 === errors;
valid9 = _valid0;
}
if(!valid9){
const err47 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
if(!((key5 === "county") || (key5 === "state"))){
const err48 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data18.county !== undefined){
let data19 = data18.county;
if(typeof data19 === "string"){
if(!pattern9.test(data19)){
const err49 = {instancePath:instancePath+"/rows/" + i1+"/within/county",schemaPath:"#/properties/rows/items/properties/within/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
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
const err50 = {instancePath:instancePath+"/rows/" + i1+"/within/county",schemaPath:"#/properties/rows/items/properties/within/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data18.state !== undefined){
let data20 = data18.state;
if(typeof data20 === "string"){
if(!pattern10.test(data20)){
const err51 = {instancePath:instancePath+"/rows/" + i1+"/within/state",schemaPath:"#/properties/rows/items/properties/within/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
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
const err52 = {instancePath:instancePath+"/rows/" + i1+"/within/state",schemaPath:"#/properties/rows/items/properties/within/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err53 = {instancePath:instancePath+"/rows/" + i1+"/within",schemaPath:"#/properties/rows/items/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err54 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err55 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.sample_data !== undefined){
if(typeof data.sample_data !== "boolean"){
const err56 = {instancePath:instancePath+"/sample_data",schemaPath:"#/properties/sample_data/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.source_url !== undefined){
let data22 = data.source_url;
if(typeof data22 === "string"){
if(!(formats0(data22))){
const err57 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.total_rows !== undefined){
let data23 = data.total_rows;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err59 = {instancePath:instancePath+"/total_rows",schemaPath:"#/properties/total_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err60 = {instancePath:instancePath+"/total_rows",schemaPath:"#/properties/total_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.variables !== undefined){
let data24 = data.variables;
if(Array.isArray(data24)){
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
let data25 = data24[i2];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.code === undefined){
const err61 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data25.concept === undefined){
const err62 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "concept"},message:"must have required property '"+"concept"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data25.label === undefined){
const err63 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key6 in data25){
if(!(((key6 === "code") || (key6 === "concept")) || (key6 === "label"))){
const err64 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data25.code !== undefined){
let data26 = data25.code;
if(typeof data26 === "string"){
if(!pattern7.test(data26)){
const err65 = {instancePath:instancePath+"/variables/" + i2+"/code",schemaPath:"#/properties/variables/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/variables/" + i2+"/code",schemaPath:"#/properties/variables/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data25.concept !== undefined){
let data27 = data25.concept;
if((typeof data27 !== "string") && (data27 !== null)){
const err67 = {instancePath:instancePath+"/variables/" + i2+"/concept",schemaPath:"#/properties/variables/items/properties/concept/type",keyword:"type",params:{type: schema38.properties.variables.items.properties.concept.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.label !== undefined){
if(typeof data25.label !== "string"){
const err68 = {instancePath:instancePath+"/variables/" + i2+"/label",schemaPath:"#/properties/variables/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err69 = {instancePath:instancePath+"/variables/" + i2,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err70 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.year !== undefined){
let data29 = data.year;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err71 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 2099 || isNaN(data29)){
const err72 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data29 < 1990 || isNaN(data29)){
const err73 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
}
else {
const err74 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_resolve_geography_input = validate28;
const schema39 = {"additionalProperties":false,"properties":{"geography_level":{"description":"Restrict matches to this level. Omit to search states, counties and places.","enum":["state","county","county subdivision","place","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"limit":{"default":10,"description":"Most matches to return, 1 to 25 (default 10).","maximum":25,"minimum":1,"type":"integer"},"query":{"description":"Place name, optionally with its state ('Springfield, IL'), a 5-digit ZIP code, or a GEOID.","maxLength":200,"minLength":2,"type":"string"},"state":{"description":"Restrict matches to one state: USPS abbreviation (WA) or two-digit FIPS (53).","pattern":"^([A-Z]{2}|[0-9]{2})$","type":"string"}},"required":["query"],"type":"object"};
const pattern41 = new RegExp("^([A-Z]{2}|[0-9]{2})$", "u");

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
const err3 = {instancePath:instancePath+"/geography_level",schemaPath:"#/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema39.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern41.test(data3)){
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_resolve_geography_output = validate29;
const schema40 = {"additionalProperties":false,"properties":{"ambiguous":{"description":"True when more than one geography matched equally well.","type":"boolean"},"matches":{"items":{"additionalProperties":false,"properties":{"geography_fips":{"description":"The level's own code, for geography_fips.","pattern":"^[0-9]{1,6}$","type":"string"},"geography_level":{"description":"Geography level, spelled as the Census Data API spells it.","enum":["us","region","division","state","county","county subdivision","place","tract","block group","zip code tabulation area","metropolitan statistical area/micropolitan statistical area","combined statistical area","congressional district"],"type":"string"},"geoid":{"description":"Full nationally unique GEOID, for geographies in census_compare_geographies.","pattern":"^[0-9]{1,12}$","type":"string"},"match":{"enum":["exact","partial"],"type":"string"},"name":{"description":"Official name, e.g. King County, Washington.","type":"string"},"within":{"additionalProperties":false,"description":"Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.","if":{"required":["county"]},"properties":{"county":{"description":"Three-digit county FIPS code within the state, e.g. 033; needs state.","pattern":"^[0-9]{3}$","type":"string"},"state":{"description":"Two-digit state FIPS code, e.g. 53.","pattern":"^[0-9]{2}$","type":"string"}},"required":[],"then":{"required":["state"]},"type":"object"}},"required":["geography_fips","geography_level","geoid","match","name","within"],"type":"object"},"type":"array"},"query":{"type":"string"},"reference_vintage":{"description":"Vintage of the reference files used, e.g. 2023.","type":"string"}},"required":["ambiguous","matches","query","reference_vintage"],"type":"object"};

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
if(!pattern12.test(data3)){
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
let data4 = data2.geography_level;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/matches/" + i0+"/geography_level",schemaPath:"#/properties/matches/items/properties/geography_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((((((((((data4 === "us") || (data4 === "region")) || (data4 === "division")) || (data4 === "state")) || (data4 === "county")) || (data4 === "county subdivision")) || (data4 === "place")) || (data4 === "tract")) || (data4 === "block group")) || (data4 === "zip code tabulation area")) || (data4 === "metropolitan statistical area/micropolitan statistical area")) || (data4 === "combined statistical area")) || (data4 === "congressional district"))){
const err16 = {instancePath:instancePath+"/matches/" + i0+"/geography_level",schemaPath:"#/properties/matches/items/properties/geography_level/enum",keyword:"enum",params:{allowedValues: schema40.properties.matches.items.properties.geography_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.geoid !== undefined){
let data5 = data2.geoid;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err17 = {instancePath:instancePath+"/matches/" + i0+"/geoid",schemaPath:"#/properties/matches/items/properties/geoid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,12}$"},message:"must match pattern \""+"^[0-9]{1,12}$"+"\""};
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
const err18 = {instancePath:instancePath+"/matches/" + i0+"/geoid",schemaPath:"#/properties/matches/items/properties/geoid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.match !== undefined){
let data6 = data2.match;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/matches/" + i0+"/match",schemaPath:"#/properties/matches/items/properties/match/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data6 === "exact") || (data6 === "partial"))){
const err20 = {instancePath:instancePath+"/matches/" + i0+"/match",schemaPath:"#/properties/matches/items/properties/match/enum",keyword:"enum",params:{allowedValues: schema40.properties.matches.items.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err21 = {instancePath:instancePath+"/matches/" + i0+"/name",schemaPath:"#/properties/matches/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.within !== undefined){
let data8 = data2.within;
const _errs21 = errors;
let valid4 = true;
const _errs22 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing0;
if((data8.county === undefined) && (missing0 = "county")){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid0 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs23 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.state === undefined){
const err23 = {instancePath:instancePath+"/matches/" + i0+"/within",schemaPath:"#/properties/matches/items/properties/within/then/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
valid4 = _valid0;
}
if(!valid4){
const err24 = {instancePath:instancePath+"/matches/" + i0+"/within",schemaPath:"#/properties/matches/items/properties/within/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
if(!((key2 === "county") || (key2 === "state"))){
const err25 = {instancePath:instancePath+"/matches/" + i0+"/within",schemaPath:"#/properties/matches/items/properties/within/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.county !== undefined){
let data9 = data8.county;
if(typeof data9 === "string"){
if(!pattern9.test(data9)){
const err26 = {instancePath:instancePath+"/matches/" + i0+"/within/county",schemaPath:"#/properties/matches/items/properties/within/properties/county/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/matches/" + i0+"/within/county",schemaPath:"#/properties/matches/items/properties/within/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.state !== undefined){
let data10 = data8.state;
if(typeof data10 === "string"){
if(!pattern10.test(data10)){
const err28 = {instancePath:instancePath+"/matches/" + i0+"/within/state",schemaPath:"#/properties/matches/items/properties/within/properties/state/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
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
const err29 = {instancePath:instancePath+"/matches/" + i0+"/within/state",schemaPath:"#/properties/matches/items/properties/within/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/matches/" + i0+"/within",schemaPath:"#/properties/matches/items/properties/within/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err33 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.reference_vintage !== undefined){
if(typeof data.reference_vintage !== "string"){
const err34 = {instancePath:instancePath+"/reference_vintage",schemaPath:"#/properties/reference_vintage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const census_search_variables_input = validate30;
const schema41 = {"additionalProperties":false,"properties":{"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string","default":"acs/acs5"},"limit":{"default":20,"description":"Most variables to return, 1 to 100 (default 20).","maximum":100,"minimum":1,"type":"integer"},"query":{"description":"Words to find in variable labels and concepts, or a variable or table code prefix.","maxLength":200,"minLength":2,"type":"string"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["query"],"type":"object"};

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
let data0 = data.dataset;
if(typeof data0 === "string"){
if(func2(data0) > 60){
const err2 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 2){
const err3 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err5 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
let data2 = data.query;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err9 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data2) < 2){
const err10 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err11 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.year !== undefined){
let data3 = data.year;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2099 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 1990 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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

export const census_search_variables_output = validate31;
const schema42 = {"additionalProperties":false,"properties":{"dataset":{"description":"Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.","maxLength":60,"minLength":2,"pattern":"^[a-z0-9]+(/[a-z0-9]+){0,3}$","type":"string"},"total_matches":{"description":"How many variables matched before limit was applied.","minimum":0,"type":"integer"},"variables":{"items":{"additionalProperties":false,"properties":{"code":{"description":"Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).","pattern":"^[A-Za-z][A-Za-z0-9_]{0,39}$","type":"string"},"concept":{"type":["string","null"]},"group":{"description":"Table the variable belongs to, e.g. B19013.","type":["string","null"]},"label":{"type":"string"},"moe_code":{"description":"Margin-of-error code for this estimate, if any.","type":["string","null"]},"value_type":{"enum":["int","float","string",null],"type":["string","null"]}},"required":["code","concept","group","label","moe_code","value_type"],"type":"object"},"type":"array"},"year":{"description":"Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.","maximum":2099,"minimum":1990,"type":"integer"}},"required":["dataset","total_matches","variables","year"],"type":"object"};

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
if(data.total_matches === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_matches"},message:"must have required property '"+"total_matches"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.variables === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.year === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "dataset") || (key0 === "total_matches")) || (key0 === "variables")) || (key0 === "year"))){
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
if(data.dataset !== undefined){
let data0 = data.dataset;
if(typeof data0 === "string"){
if(func2(data0) > 60){
const err5 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data0) < 2){
const err6 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$"},message:"must match pattern \""+"^[a-z0-9]+(/[a-z0-9]+){0,3}$"+"\""};
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
const err8 = {instancePath:instancePath+"/dataset",schemaPath:"#/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.total_matches !== undefined){
let data1 = data.total_matches;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err10 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.variables !== undefined){
let data2 = data.variables;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err11 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.concept === undefined){
const err12 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "concept"},message:"must have required property '"+"concept"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.group === undefined){
const err13 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.label === undefined){
const err14 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.moe_code === undefined){
const err15 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "moe_code"},message:"must have required property '"+"moe_code"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.value_type === undefined){
const err16 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "value_type"},message:"must have required property '"+"value_type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "code") || (key1 === "concept")) || (key1 === "group")) || (key1 === "label")) || (key1 === "moe_code")) || (key1 === "value_type"))){
const err17 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.code !== undefined){
let data4 = data3.code;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err18 = {instancePath:instancePath+"/variables/" + i0+"/code",schemaPath:"#/properties/variables/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]{0,39}$"+"\""};
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
const err19 = {instancePath:instancePath+"/variables/" + i0+"/code",schemaPath:"#/properties/variables/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.concept !== undefined){
let data5 = data3.concept;
if((typeof data5 !== "string") && (data5 !== null)){
const err20 = {instancePath:instancePath+"/variables/" + i0+"/concept",schemaPath:"#/properties/variables/items/properties/concept/type",keyword:"type",params:{type: schema42.properties.variables.items.properties.concept.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.group !== undefined){
let data6 = data3.group;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/variables/" + i0+"/group",schemaPath:"#/properties/variables/items/properties/group/type",keyword:"type",params:{type: schema42.properties.variables.items.properties.group.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.label !== undefined){
if(typeof data3.label !== "string"){
const err22 = {instancePath:instancePath+"/variables/" + i0+"/label",schemaPath:"#/properties/variables/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.moe_code !== undefined){
let data8 = data3.moe_code;
if((typeof data8 !== "string") && (data8 !== null)){
const err23 = {instancePath:instancePath+"/variables/" + i0+"/moe_code",schemaPath:"#/properties/variables/items/properties/moe_code/type",keyword:"type",params:{type: schema42.properties.variables.items.properties.moe_code.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.value_type !== undefined){
let data9 = data3.value_type;
if((typeof data9 !== "string") && (data9 !== null)){
const err24 = {instancePath:instancePath+"/variables/" + i0+"/value_type",schemaPath:"#/properties/variables/items/properties/value_type/type",keyword:"type",params:{type: schema42.properties.variables.items.properties.value_type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((data9 === "int") || (data9 === "float")) || (data9 === "string")) || (data9 === null))){
const err25 = {instancePath:instancePath+"/variables/" + i0+"/value_type",schemaPath:"#/properties/variables/items/properties/value_type/enum",keyword:"enum",params:{allowedValues: schema42.properties.variables.items.properties.value_type.enum},message:"must be equal to one of the allowed values"};
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
const err26 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.year !== undefined){
let data10 = data.year;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err28 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2099 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2099},message:"must be <= 2099"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < 1990 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1990},message:"must be >= 1990"};
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
