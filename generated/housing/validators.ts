// Generated from spec/housing.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const ask_adu_input = validate52;
const schema19 = {"additionalProperties":false,"properties":{"jurisdiction":{"maxLength":80,"type":"string"},"question":{"maxLength":1000,"minLength":5,"type":"string"}},"required":["question"],"type":"object"};
const func1 = __ajv_dep0.default;

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
if(data.question === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "jurisdiction") || (key0 === "question"))){
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
if(data.jurisdiction !== undefined){
let data0 = data.jurisdiction;
if(typeof data0 === "string"){
if(func1(data0) > 80){
const err2 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err3 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.question !== undefined){
let data1 = data.question;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err4 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 5){
const err5 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
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
const err6 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const draft_listing_input = validate53;
const schema20 = {"additionalProperties":false,"properties":{"address":{"minLength":5,"type":"string"},"available_from":{"$ref":"urn:mcpforge:input:7a1a4f56d1437963"},"bathrooms":{"minimum":0,"type":"number"},"bedrooms":{"minimum":0,"type":"integer"},"description":{"maxLength":4000,"type":"string"},"idempotency_key":{"maxLength":200,"type":"string"},"name":{"maxLength":120,"type":"string"},"price":{"minimum":1,"type":"integer"},"property_type":{"$ref":"urn:mcpforge:input:c5750132806fe6ec"},"square_feet":{"minimum":1,"type":"integer"}},"required":["address","price"],"type":"object"};
const func4 = Object.prototype.hasOwnProperty;
const schema21 = {"$id":"urn:mcpforge:input:7a1a4f56d1437963","format":"date","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","type":"string"};
const formats0 = __ajv_dep1.fullFormats.date;
const pattern3 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:7a1a4f56d1437963" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern3.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0.validate(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema22 = {"$id":"urn:mcpforge:input:c5750132806fe6ec","enum":["single_family_adu_detached","single_family_adu_attached","single_family_adu_internal","single_family_front_house","other"],"type":"string"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:c5750132806fe6ec" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
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
if(!(((((data === "single_family_adu_detached") || (data === "single_family_adu_attached")) || (data === "single_family_adu_internal")) || (data === "single_family_front_house")) || (data === "other"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"};
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
validate56.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.price === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema20.properties, key0))){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(func1(data0) < 5){
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
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
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.available_from !== undefined){
if(!(validate54(data.available_from, {instancePath:instancePath+"/available_from",parentData:data,parentDataProperty:"available_from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.bathrooms !== undefined){
let data2 = data.bathrooms;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err6 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data3 = data.bedrooms;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 === "string"){
if(func1(data4) > 4000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.idempotency_key !== undefined){
let data5 = data.idempotency_key;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err11 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err12 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.name !== undefined){
let data6 = data.name;
if(typeof data6 === "string"){
if(func1(data6) > 120){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
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
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.price !== undefined){
let data7 = data.price;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err15 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.property_type !== undefined){
if(!(validate56(data.property_type, {instancePath:instancePath+"/property_type",parentData:data,parentDataProperty:"property_type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.square_feet !== undefined){
let data9 = data.square_feet;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const estimate_permit_fees_input = validate58;
const schema23 = {"additionalProperties":false,"properties":{"bathrooms":{"maximum":10,"minimum":0.5,"type":"number"},"bedrooms":{"maximum":10,"minimum":0,"type":"integer"},"construction_type":{"enum":["detached_new","attached_new","garage_conversion","jadu_internal"],"type":"string"},"foundation_type":{"enum":["slab","raised"],"type":"string"},"jurisdiction":{"enum":["la_city","la_county","pasadena","glendale","long_beach","burbank","santa_monica","culver_city","beverly_hills","inglewood","west_hollywood","manhattan_beach","nyc_dob","sf_dbi","sd_dsd"],"type":"string"},"needs_fire_sprinkler":{"type":"boolean"},"needs_new_electric_panel":{"type":"boolean"},"needs_new_sewer_lateral":{"type":"boolean"},"needs_new_water_service":{"type":"boolean"},"parcel_in_hillside":{"type":"boolean"},"plan_check_speed":{"enum":["standard","express"],"type":"string"},"square_footage":{"maximum":5000,"minimum":100,"type":"integer"},"stories":{"maximum":2,"minimum":1,"type":"integer"}},"required":["bathrooms","bedrooms","construction_type","jurisdiction","square_footage"],"type":"object"};

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
if(data.bathrooms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bathrooms"},message:"must have required property '"+"bathrooms"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.bedrooms === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bedrooms"},message:"must have required property '"+"bedrooms"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.construction_type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "construction_type"},message:"must have required property '"+"construction_type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.jurisdiction === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.square_footage === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "square_footage"},message:"must have required property '"+"square_footage"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema23.properties, key0))){
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
if(data.bathrooms !== undefined){
let data0 = data.bathrooms;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0.5 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.5},message:"must be >= 0.5"};
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
const err8 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data1 = data.bedrooms;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.construction_type !== undefined){
let data2 = data.construction_type;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/construction_type",schemaPath:"#/properties/construction_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data2 === "detached_new") || (data2 === "attached_new")) || (data2 === "garage_conversion")) || (data2 === "jadu_internal"))){
const err13 = {instancePath:instancePath+"/construction_type",schemaPath:"#/properties/construction_type/enum",keyword:"enum",params:{allowedValues: schema23.properties.construction_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.foundation_type !== undefined){
let data3 = data.foundation_type;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/foundation_type",schemaPath:"#/properties/foundation_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data3 === "slab") || (data3 === "raised"))){
const err15 = {instancePath:instancePath+"/foundation_type",schemaPath:"#/properties/foundation_type/enum",keyword:"enum",params:{allowedValues: schema23.properties.foundation_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.jurisdiction !== undefined){
let data4 = data.jurisdiction;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((((((((((((data4 === "la_city") || (data4 === "la_county")) || (data4 === "pasadena")) || (data4 === "glendale")) || (data4 === "long_beach")) || (data4 === "burbank")) || (data4 === "santa_monica")) || (data4 === "culver_city")) || (data4 === "beverly_hills")) || (data4 === "inglewood")) || (data4 === "west_hollywood")) || (data4 === "manhattan_beach")) || (data4 === "nyc_dob")) || (data4 === "sf_dbi")) || (data4 === "sd_dsd"))){
const err17 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/enum",keyword:"enum",params:{allowedValues: schema23.properties.jurisdiction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.needs_fire_sprinkler !== undefined){
if(typeof data.needs_fire_sprinkler !== "boolean"){
const err18 = {instancePath:instancePath+"/needs_fire_sprinkler",schemaPath:"#/properties/needs_fire_sprinkler/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.needs_new_electric_panel !== undefined){
if(typeof data.needs_new_electric_panel !== "boolean"){
const err19 = {instancePath:instancePath+"/needs_new_electric_panel",schemaPath:"#/properties/needs_new_electric_panel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.needs_new_sewer_lateral !== undefined){
if(typeof data.needs_new_sewer_lateral !== "boolean"){
const err20 = {instancePath:instancePath+"/needs_new_sewer_lateral",schemaPath:"#/properties/needs_new_sewer_lateral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.needs_new_water_service !== undefined){
if(typeof data.needs_new_water_service !== "boolean"){
const err21 = {instancePath:instancePath+"/needs_new_water_service",schemaPath:"#/properties/needs_new_water_service/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.parcel_in_hillside !== undefined){
if(typeof data.parcel_in_hillside !== "boolean"){
const err22 = {instancePath:instancePath+"/parcel_in_hillside",schemaPath:"#/properties/parcel_in_hillside/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.plan_check_speed !== undefined){
let data10 = data.plan_check_speed;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/plan_check_speed",schemaPath:"#/properties/plan_check_speed/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data10 === "standard") || (data10 === "express"))){
const err24 = {instancePath:instancePath+"/plan_check_speed",schemaPath:"#/properties/plan_check_speed/enum",keyword:"enum",params:{allowedValues: schema23.properties.plan_check_speed.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.square_footage !== undefined){
let data11 = data.square_footage;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/square_footage",schemaPath:"#/properties/square_footage/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 5000 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/square_footage",schemaPath:"#/properties/square_footage/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11 < 100 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/square_footage",schemaPath:"#/properties/square_footage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.stories !== undefined){
let data12 = data.stories;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/stories",schemaPath:"#/properties/stories/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/stories",schemaPath:"#/properties/stories/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err30 = {instancePath:instancePath+"/stories",schemaPath:"#/properties/stories/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fetch_input = validate59;
const schema24 = {"additionalProperties":false,"properties":{"id":{"maxLength":200,"minLength":6,"pattern":"^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$","type":"string"}},"required":["id"],"type":"object"};
const pattern4 = new RegExp("^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$", "u");

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "id")){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 6){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$"},message:"must match pattern \""+"^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$"+"\""};
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
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_adu_rules_input = validate60;
const schema25 = {"additionalProperties":false,"properties":{"jurisdiction":{"maxLength":80,"minLength":2,"type":"string"},"question":{"maxLength":300,"type":"string"}},"required":["jurisdiction"],"type":"object"};

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
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "jurisdiction") || (key0 === "question"))){
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
if(data.jurisdiction !== undefined){
let data0 = data.jurisdiction;
if(typeof data0 === "string"){
if(func1(data0) > 80){
const err2 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 2){
const err3 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err4 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.question !== undefined){
let data1 = data.question;
if(typeof data1 === "string"){
if(func1(data1) > 300){
const err5 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err6 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_my_activity_input = validate61;
const schema26 = {"additionalProperties":false,"properties":{},"required":[],"type":"object"};

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
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rent_estimate_input = validate62;
const schema27 = {"additionalProperties":false,"properties":{"address":{"maxLength":200,"minLength":8,"type":"string"},"bathrooms":{"maximum":10,"minimum":0.5,"type":"number"},"bedrooms":{"maximum":10,"minimum":0,"type":"integer"},"property_type":{"enum":["single_family_adu_detached","single_family_adu_attached","single_family_adu_internal","single_family_front_house","multi_family","townhouse","condo","apartment","other"],"type":"string","default":"single_family_adu_detached"},"square_feet":{"maximum":5000,"minimum":100,"type":"integer"}},"required":["address","bathrooms","bedrooms","square_feet"],"type":"object"};

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
if(data.property_type === undefined){
data.property_type = "single_family_adu_detached";
}
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
if(data.bathrooms === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bathrooms"},message:"must have required property '"+"bathrooms"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bedrooms === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bedrooms"},message:"must have required property '"+"bedrooms"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.square_feet === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "square_feet"},message:"must have required property '"+"square_feet"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "address") || (key0 === "bathrooms")) || (key0 === "bedrooms")) || (key0 === "property_type")) || (key0 === "square_feet"))){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 8){
const err6 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
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
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.bathrooms !== undefined){
let data1 = data.bathrooms;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0.5 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.5},message:"must be >= 0.5"};
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
const err10 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data2 = data.bedrooms;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
let data3 = data.property_type;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((((((((data3 === "single_family_adu_detached") || (data3 === "single_family_adu_attached")) || (data3 === "single_family_adu_internal")) || (data3 === "single_family_front_house")) || (data3 === "multi_family")) || (data3 === "townhouse")) || (data3 === "condo")) || (data3 === "apartment")) || (data3 === "other"))){
const err15 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/enum",keyword:"enum",params:{allowedValues: schema27.properties.property_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.square_feet !== undefined){
let data4 = data.square_feet;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 5000 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 100 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rental_input = validate63;
const schema28 = {"additionalProperties":false,"properties":{"id":{"$ref":"urn:mcpforge:input:ab400783c9153a53"}},"required":["id"],"type":"object"};
const schema29 = {"$id":"urn:mcpforge:input:ab400783c9153a53","format":"uuid","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","type":"string"};
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern5 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:ab400783c9153a53" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats2.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "id")){
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
if(data.id !== undefined){
if(!(validate64(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_thread_input = validate66;
const schema30 = {"additionalProperties":false,"properties":{"limit":{"maximum":50,"minimum":1,"type":"integer"},"thread_id":{"type":"string"}},"required":[],"type":"object"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
for(const key0 in data){
if(!((key0 === "limit") || (key0 === "thread_id"))){
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
if(data.limit !== undefined){
let data0 = data.limit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 50 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.thread_id !== undefined){
if(typeof data.thread_id !== "string"){
const err4 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const match_plans_to_lot_input = validate67;
const schema31 = {"$id":"urn:mcpforge:input:9b1a3b2a605dca59","additionalProperties":false,"anyOf":[{"required":["address"]},{"required":["apn"]}],"properties":{"address":{"maxLength":200,"minLength":8,"type":"string"},"apn":{"maxLength":20,"minLength":8,"type":"string"},"county":{"enum":["la","sd"],"type":"string"}},"required":[],"type":"object"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:9b1a3b2a605dca59" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
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
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apn === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "apn"},message:"must have required property '"+"apn"+"'"};
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
valid0 = valid0 || _valid0;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "address") || (key0 === "apn")) || (key0 === "county"))){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 8){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
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
const err6 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.apn !== undefined){
let data1 = data.apn;
if(typeof data1 === "string"){
if(func1(data1) > 20){
const err7 = {instancePath:instancePath+"/apn",schemaPath:"#/properties/apn/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 8){
const err8 = {instancePath:instancePath+"/apn",schemaPath:"#/properties/apn/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
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
const err9 = {instancePath:instancePath+"/apn",schemaPath:"#/properties/apn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.county !== undefined){
let data2 = data.county;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data2 === "la") || (data2 === "sd"))){
const err11 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/enum",keyword:"enum",params:{allowedValues: schema31.properties.county.enum},message:"must be equal to one of the allowed values"};
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
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const reply_to_thread_input = validate68;
const schema32 = {"additionalProperties":false,"properties":{"idempotency_key":{"maxLength":200,"type":"string"},"message":{"maxLength":2000,"minLength":1,"type":"string"},"thread_id":{"type":"string"}},"required":["message","thread_id"],"type":"object"};

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
if(data.message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.thread_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thread_id"},message:"must have required property '"+"thread_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "idempotency_key") || (key0 === "message")) || (key0 === "thread_id"))){
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
if(data.idempotency_key !== undefined){
let data0 = data.idempotency_key;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err4 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.message !== undefined){
let data1 = data.message;
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.thread_id !== undefined){
if(typeof data.thread_id !== "string"){
const err8 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const request_tour_input = validate69;
const schema33 = {"additionalProperties":false,"properties":{"idempotency_key":{"maxLength":200,"type":"string"},"listing_id":{"$ref":"urn:mcpforge:input:ab400783c9153a53"},"message":{"maxLength":2000,"type":"string"},"preferred_times":{"items":{"pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$","type":"string"},"maxItems":3,"minItems":1,"type":"array"}},"required":["listing_id","preferred_times"],"type":"object"};
const pattern6 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.listing_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "listing_id"},message:"must have required property '"+"listing_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.preferred_times === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "preferred_times"},message:"must have required property '"+"preferred_times"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "idempotency_key") || (key0 === "listing_id")) || (key0 === "message")) || (key0 === "preferred_times"))){
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
if(data.idempotency_key !== undefined){
let data0 = data.idempotency_key;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err4 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.listing_id !== undefined){
if(!(validate64(data.listing_id, {instancePath:instancePath+"/listing_id",parentData:data,parentDataProperty:"listing_id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.preferred_times !== undefined){
let data3 = data.preferred_times;
if(Array.isArray(data3)){
if(data3.length > 3){
const err7 = {instancePath:instancePath+"/preferred_times",schemaPath:"#/properties/preferred_times/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.length < 1){
const err8 = {instancePath:instancePath+"/preferred_times",schemaPath:"#/properties/preferred_times/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err9 = {instancePath:instancePath+"/preferred_times/" + i0,schemaPath:"#/properties/preferred_times/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err10 = {instancePath:instancePath+"/preferred_times/" + i0,schemaPath:"#/properties/preferred_times/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/preferred_times",schemaPath:"#/properties/preferred_times/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_input = validate71;
const schema34 = {"additionalProperties":false,"properties":{"query":{"maxLength":300,"minLength":2,"type":"string"}},"required":["query"],"type":"object"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
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
if(!(key0 === "query")){
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
if(data.query !== undefined){
let data0 = data.query;
if(typeof data0 === "string"){
if(func1(data0) > 300){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 2){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_managers_input = validate72;
const schema35 = {"additionalProperties":false,"properties":{"city":{"maxLength":60,"type":"string"},"cursor":{"maxLength":200,"type":"string"},"limit":{"maximum":50,"minimum":1,"type":"integer","default":10}},"required":[],"type":"object"};

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
if(data.limit === undefined){
data.limit = 10;
}
for(const key0 in data){
if(!(((key0 === "city") || (key0 === "cursor")) || (key0 === "limit"))){
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
if(data.city !== undefined){
let data0 = data.city;
if(typeof data0 === "string"){
if(func1(data0) > 60){
const err1 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err2 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err3 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err4 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_plans_input = validate73;
const schema36 = {"additionalProperties":false,"properties":{"bedrooms_min":{"maximum":6,"minimum":0,"type":"integer"},"cursor":{"maxLength":200,"type":"string"},"limit":{"maximum":50,"minimum":1,"type":"integer","default":10},"max_plan_price":{"minimum":0,"type":"number"},"max_sqft":{"maximum":3000,"minimum":100,"type":"integer"},"min_sqft":{"maximum":3000,"minimum":100,"type":"integer"},"pre_approved_in":{"maxLength":60,"type":"string"}},"required":[],"type":"object"};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
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
for(const key0 in data){
if(!(((((((key0 === "bedrooms_min") || (key0 === "cursor")) || (key0 === "limit")) || (key0 === "max_plan_price")) || (key0 === "max_sqft")) || (key0 === "min_sqft")) || (key0 === "pre_approved_in"))){
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
if(data.bedrooms_min !== undefined){
let data0 = data.bedrooms_min;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 6 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err4 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err5 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
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
if(data.max_plan_price !== undefined){
let data3 = data.max_plan_price;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/max_plan_price",schemaPath:"#/properties/max_plan_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err10 = {instancePath:instancePath+"/max_plan_price",schemaPath:"#/properties/max_plan_price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.max_sqft !== undefined){
let data4 = data.max_sqft;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/max_sqft",schemaPath:"#/properties/max_sqft/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 3000 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/max_sqft",schemaPath:"#/properties/max_sqft/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3000},message:"must be <= 3000"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4 < 100 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/max_sqft",schemaPath:"#/properties/max_sqft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.min_sqft !== undefined){
let data5 = data.min_sqft;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/min_sqft",schemaPath:"#/properties/min_sqft/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 3000 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/min_sqft",schemaPath:"#/properties/min_sqft/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3000},message:"must be <= 3000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 < 100 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/min_sqft",schemaPath:"#/properties/min_sqft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.pre_approved_in !== undefined){
let data6 = data.pre_approved_in;
if(typeof data6 === "string"){
if(func1(data6) > 60){
const err17 = {instancePath:instancePath+"/pre_approved_in",schemaPath:"#/properties/pre_approved_in/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err18 = {instancePath:instancePath+"/pre_approved_in",schemaPath:"#/properties/pre_approved_in/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_rentals_input = validate74;
const schema37 = {"additionalProperties":false,"properties":{"available_by":{"$ref":"urn:mcpforge:input:7a1a4f56d1437963"},"bathrooms_min":{"maximum":10,"minimum":0,"type":"number"},"bedrooms_min":{"maximum":10,"minimum":0,"type":"integer"},"city":{"maxLength":60,"type":"string"},"cursor":{"maxLength":200,"type":"string"},"furnished":{"type":"boolean"},"include_leased":{"type":"boolean","default":false},"limit":{"maximum":50,"minimum":1,"type":"integer","default":10},"max_price":{"minimum":0,"type":"number"},"min_price":{"minimum":0,"type":"number"},"permit_verified_only":{"type":"boolean","default":true},"pets_allowed":{"type":"boolean"},"zip":{"pattern":"^[0-9]{5}$","type":"string"}},"required":[],"type":"object"};
const pattern7 = new RegExp("^[0-9]{5}$", "u");

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
if(data.include_leased === undefined){
data.include_leased = false;
}
if(data.limit === undefined){
data.limit = 10;
}
if(data.permit_verified_only === undefined){
data.permit_verified_only = true;
}
for(const key0 in data){
if(!(func4.call(schema37.properties, key0))){
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
if(data.available_by !== undefined){
if(!(validate54(data.available_by, {instancePath:instancePath+"/available_by",parentData:data,parentDataProperty:"available_by",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.bathrooms_min !== undefined){
let data1 = data.bathrooms_min;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/properties/bathrooms_min/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/properties/bathrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err3 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/properties/bathrooms_min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.bedrooms_min !== undefined){
let data2 = data.bedrooms_min;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.city !== undefined){
let data3 = data.city;
if(typeof data3 === "string"){
if(func1(data3) > 60){
const err7 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err8 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.cursor !== undefined){
let data4 = data.cursor;
if(typeof data4 === "string"){
if(func1(data4) > 200){
const err9 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err10 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.furnished !== undefined){
if(typeof data.furnished !== "boolean"){
const err11 = {instancePath:instancePath+"/furnished",schemaPath:"#/properties/furnished/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(typeof data.include_leased !== "boolean"){
const err12 = {instancePath:instancePath+"/include_leased",schemaPath:"#/properties/include_leased/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data7 = data.limit;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err13 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 50 || isNaN(data7)){
const err14 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.max_price !== undefined){
let data8 = data.max_price;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/max_price",schemaPath:"#/properties/max_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err17 = {instancePath:instancePath+"/max_price",schemaPath:"#/properties/max_price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.min_price !== undefined){
let data9 = data.min_price;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/min_price",schemaPath:"#/properties/min_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err19 = {instancePath:instancePath+"/min_price",schemaPath:"#/properties/min_price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(typeof data.permit_verified_only !== "boolean"){
const err20 = {instancePath:instancePath+"/permit_verified_only",schemaPath:"#/properties/permit_verified_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.pets_allowed !== undefined){
if(typeof data.pets_allowed !== "boolean"){
const err21 = {instancePath:instancePath+"/pets_allowed",schemaPath:"#/properties/pets_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.zip !== undefined){
let data12 = data.zip;
if(typeof data12 === "string"){
if(!pattern7.test(data12)){
const err22 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/pattern",keyword:"pattern",params:{pattern: "^[0-9]{5}$"},message:"must match pattern \""+"^[0-9]{5}$"+"\""};
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
const err23 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_services_input = validate76;
const schema38 = {"additionalProperties":false,"properties":{"category":{"maxLength":60,"type":"string"},"city":{"maxLength":60,"type":"string"},"cursor":{"maxLength":200,"type":"string"},"limit":{"maximum":50,"minimum":1,"type":"integer","default":10}},"required":[],"type":"object"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.limit === undefined){
data.limit = 10;
}
for(const key0 in data){
if(!((((key0 === "category") || (key0 === "city")) || (key0 === "cursor")) || (key0 === "limit"))){
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
if(data.category !== undefined){
let data0 = data.category;
if(typeof data0 === "string"){
if(func1(data0) > 60){
const err1 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err2 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.city !== undefined){
let data1 = data.city;
if(typeof data1 === "string"){
if(func1(data1) > 60){
const err3 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err4 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.cursor !== undefined){
let data2 = data.cursor;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err5 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const send_inquiry_input = validate77;
const schema39 = {"additionalProperties":false,"properties":{"idempotency_key":{"maxLength":200,"type":"string"},"listing_id":{"$ref":"urn:mcpforge:input:ab400783c9153a53"},"message":{"maxLength":2000,"minLength":1,"type":"string"}},"required":["listing_id","message"],"type":"object"};

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
if(data.listing_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "listing_id"},message:"must have required property '"+"listing_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "idempotency_key") || (key0 === "listing_id")) || (key0 === "message"))){
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
if(data.idempotency_key !== undefined){
let data0 = data.idempotency_key;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err4 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.listing_id !== undefined){
if(!(validate64(data.listing_id, {instancePath:instancePath+"/listing_id",parentData:data,parentDataProperty:"listing_id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data2) < 1){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const start_application_input = validate79;
const schema40 = {"additionalProperties":false,"properties":{"listing_id":{"$ref":"urn:mcpforge:input:ab400783c9153a53"}},"required":[],"type":"object"};

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
for(const key0 in data){
if(!(key0 === "listing_id")){
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
if(data.listing_id !== undefined){
if(!(validate64(data.listing_id, {instancePath:instancePath+"/listing_id",parentData:data,parentDataProperty:"listing_id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
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
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const start_listing_input = validate81;
const schema41 = {"additionalProperties":false,"properties":{"address":{"maxLength":250,"minLength":5,"type":"string"},"available_from":{"$ref":"urn:mcpforge:input:7a1a4f56d1437963"},"bathrooms":{"maximum":20,"minimum":0,"type":"number"},"bedrooms":{"maximum":20,"minimum":0,"type":"integer"},"description":{"maxLength":4000,"type":"string"},"name":{"maxLength":120,"type":"string"},"price":{"minimum":1,"type":"integer"},"property_type":{"$ref":"urn:mcpforge:input:c5750132806fe6ec"},"square_feet":{"maximum":100000,"minimum":1,"type":"integer"}},"required":[],"type":"object"};

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
for(const key0 in data){
if(!(func4.call(schema41.properties, key0))){
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
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(func1(data0) > 250){
const err1 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 250},message:"must NOT have more than 250 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 5){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
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
if(data.available_from !== undefined){
if(!(validate54(data.available_from, {instancePath:instancePath+"/available_from",parentData:data,parentDataProperty:"available_from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.bathrooms !== undefined){
let data2 = data.bathrooms;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 20 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err6 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data3 = data.bedrooms;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 20 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 === "string"){
if(func1(data4) > 4000){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
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
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
let data5 = data.name;
if(typeof data5 === "string"){
if(func1(data5) > 120){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
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
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.price !== undefined){
let data6 = data.price;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.property_type !== undefined){
if(!(validate56(data.property_type, {instancePath:instancePath+"/property_type",parentData:data,parentDataProperty:"property_type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.square_feet !== undefined){
let data8 = data.square_feet;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err16 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscribe_listing_alert_input = validate84;
const schema42 = {"additionalProperties":false,"properties":{"bathrooms_min":{"minimum":0,"type":"number"},"bedrooms_min":{"minimum":0,"type":"integer"},"city":{"maxLength":60,"type":"string"},"furnished":{"type":"boolean"},"max_price":{"minimum":0,"type":"number"},"min_price":{"minimum":0,"type":"number"},"permit_verified_only":{"type":"boolean","default":true},"pets_allowed":{"type":"boolean"},"property_type":{"$ref":"urn:mcpforge:input:c5750132806fe6ec"},"unsubscribe":{"type":"boolean"}},"required":[],"type":"object"};

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
if(data.permit_verified_only === undefined){
data.permit_verified_only = true;
}
for(const key0 in data){
if(!(func4.call(schema42.properties, key0))){
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
if(data.bathrooms_min !== undefined){
let data0 = data.bathrooms_min;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/properties/bathrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err2 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/properties/bathrooms_min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.bedrooms_min !== undefined){
let data1 = data.bedrooms_min;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/properties/bedrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.city !== undefined){
let data2 = data.city;
if(typeof data2 === "string"){
if(func1(data2) > 60){
const err5 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err6 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.furnished !== undefined){
if(typeof data.furnished !== "boolean"){
const err7 = {instancePath:instancePath+"/furnished",schemaPath:"#/properties/furnished/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.max_price !== undefined){
let data4 = data.max_price;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/max_price",schemaPath:"#/properties/max_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err9 = {instancePath:instancePath+"/max_price",schemaPath:"#/properties/max_price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.min_price !== undefined){
let data5 = data.min_price;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/min_price",schemaPath:"#/properties/min_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err11 = {instancePath:instancePath+"/min_price",schemaPath:"#/properties/min_price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(typeof data.permit_verified_only !== "boolean"){
const err12 = {instancePath:instancePath+"/permit_verified_only",schemaPath:"#/properties/permit_verified_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.pets_allowed !== undefined){
if(typeof data.pets_allowed !== "boolean"){
const err13 = {instancePath:instancePath+"/pets_allowed",schemaPath:"#/properties/pets_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.property_type !== undefined){
if(!(validate56(data.property_type, {instancePath:instancePath+"/property_type",parentData:data,parentDataProperty:"property_type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.unsubscribe !== undefined){
if(typeof data.unsubscribe !== "boolean"){
const err14 = {instancePath:instancePath+"/unsubscribe",schemaPath:"#/properties/unsubscribe/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ask_adu_output = validate86;
const schema43 = {"additionalProperties":false,"properties":{"answer":{"type":["string","null"]},"citations":{"$ref":"urn:mcpforge:output:736b223cd97a1d53"},"confidence":{"enum":["high","medium","low"],"type":"string"},"corpus_silent":{"type":"boolean"},"jurisdiction":{"additionalProperties":false,"properties":{"coverage":{"$ref":"urn:mcpforge:output:422cbb979b0be82d"},"local_ordinance_status":{"$ref":"urn:mcpforge:output:a4dbfb4bdb3d47e6"},"name":{"type":"string"}},"required":["name","coverage","local_ordinance_status"],"type":["object","null"]},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"passages":{"items":{"additionalProperties":false,"properties":{"citation":{"type":"string"},"id":{"type":"string"},"paraphrase":{"type":"boolean"},"score":{"maximum":1,"minimum":0,"type":"number"},"text":{"type":"string"}},"required":["id","citation","text","paraphrase","score"],"type":"object"},"type":"array"},"sample":{"type":"boolean"}},"required":["answer","citations","confidence","corpus_silent","jurisdiction","notes","passages","sample"],"type":"object"};
const schema44 = {"$id":"urn:mcpforge:output:736b223cd97a1d53","items":{"additionalProperties":false,"properties":{"title":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["title","url"],"type":"object"},"type":"array"};
const formats4 = __ajv_dep1.fullFormats.uri;

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:736b223cd97a1d53" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
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
if(data0.title === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
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
if(!((key0 === "title") || (key0 === "url"))){
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
if(data0.title !== undefined){
if(typeof data0.title !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/title",schemaPath:"#/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(formats4(data2))){
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
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"$id":"urn:mcpforge:output:422cbb979b0be82d","enum":["researched","published_guide","state_baseline_only"],"type":"string"};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:422cbb979b0be82d" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
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
if(!(((data === "researched") || (data === "published_guide")) || (data === "state_baseline_only"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"};
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
validate89.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema46 = {"$id":"urn:mcpforge:output:a4dbfb4bdb3d47e6","enum":["stands","void_under_state_law","unknown"],"type":"string"};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:a4dbfb4bdb3d47e6" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
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
if(!(((data === "stands") || (data === "void_under_state_law")) || (data === "unknown"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema47 = {"$id":"urn:mcpforge:output:2a6d7578328a426f","items":{"type":"string"},"type":"array"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:2a6d7578328a426f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
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
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.answer === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "answer"},message:"must have required property '"+"answer"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citations === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citations"},message:"must have required property '"+"citations"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.confidence === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confidence"},message:"must have required property '"+"confidence"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.corpus_silent === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "corpus_silent"},message:"must have required property '"+"corpus_silent"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.jurisdiction === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'"};
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
if(data.passages === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passages"},message:"must have required property '"+"passages"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.sample === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "answer") || (key0 === "citations")) || (key0 === "confidence")) || (key0 === "corpus_silent")) || (key0 === "jurisdiction")) || (key0 === "notes")) || (key0 === "passages")) || (key0 === "sample"))){
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
if(data.answer !== undefined){
let data0 = data.answer;
if((typeof data0 !== "string") && (data0 !== null)){
const err9 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/type",keyword:"type",params:{type: schema43.properties.answer.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.citations !== undefined){
if(!(validate87(data.citations, {instancePath:instancePath+"/citations",parentData:data,parentDataProperty:"citations",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data.confidence !== undefined){
let data2 = data.confidence;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data2 === "high") || (data2 === "medium")) || (data2 === "low"))){
const err11 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/enum",keyword:"enum",params:{allowedValues: schema43.properties.confidence.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.corpus_silent !== undefined){
if(typeof data.corpus_silent !== "boolean"){
const err12 = {instancePath:instancePath+"/corpus_silent",schemaPath:"#/properties/corpus_silent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.jurisdiction !== undefined){
let data4 = data.jurisdiction;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: schema43.properties.jurisdiction.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err14 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.coverage === undefined){
const err15 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/required",keyword:"required",params:{missingProperty: "coverage"},message:"must have required property '"+"coverage"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.local_ordinance_status === undefined){
const err16 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/required",keyword:"required",params:{missingProperty: "local_ordinance_status"},message:"must have required property '"+"local_ordinance_status"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "coverage") || (key1 === "local_ordinance_status")) || (key1 === "name"))){
const err17 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.coverage !== undefined){
if(!(validate89(data4.coverage, {instancePath:instancePath+"/jurisdiction/coverage",parentData:data4,parentDataProperty:"coverage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
if(data4.local_ordinance_status !== undefined){
if(!(validate91(data4.local_ordinance_status, {instancePath:instancePath+"/jurisdiction/local_ordinance_status",parentData:data4,parentDataProperty:"local_ordinance_status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err18 = {instancePath:instancePath+"/jurisdiction/name",schemaPath:"#/properties/jurisdiction/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data.notes !== undefined){
if(!(validate93(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.passages !== undefined){
let data9 = data.passages;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err19 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data10.citation === undefined){
const err20 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data10.text === undefined){
const err21 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.paraphrase === undefined){
const err22 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/required",keyword:"required",params:{missingProperty: "paraphrase"},message:"must have required property '"+"paraphrase"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.score === undefined){
const err23 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/required",keyword:"required",params:{missingProperty: "score"},message:"must have required property '"+"score"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data10){
if(!(((((key2 === "citation") || (key2 === "id")) || (key2 === "paraphrase")) || (key2 === "score")) || (key2 === "text"))){
const err24 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.citation !== undefined){
if(typeof data10.citation !== "string"){
const err25 = {instancePath:instancePath+"/passages/" + i0+"/citation",schemaPath:"#/properties/passages/items/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.id !== undefined){
if(typeof data10.id !== "string"){
const err26 = {instancePath:instancePath+"/passages/" + i0+"/id",schemaPath:"#/properties/passages/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.paraphrase !== undefined){
if(typeof data10.paraphrase !== "boolean"){
const err27 = {instancePath:instancePath+"/passages/" + i0+"/paraphrase",schemaPath:"#/properties/passages/items/properties/paraphrase/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.score !== undefined){
let data14 = data10.score;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1 || isNaN(data14)){
const err28 = {instancePath:instancePath+"/passages/" + i0+"/score",schemaPath:"#/properties/passages/items/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/passages/" + i0+"/score",schemaPath:"#/properties/passages/items/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err30 = {instancePath:instancePath+"/passages/" + i0+"/score",schemaPath:"#/properties/passages/items/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.text !== undefined){
if(typeof data10.text !== "string"){
const err31 = {instancePath:instancePath+"/passages/" + i0+"/text",schemaPath:"#/properties/passages/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err32 = {instancePath:instancePath+"/passages/" + i0,schemaPath:"#/properties/passages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/passages",schemaPath:"#/properties/passages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err34 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const draft_listing_output = validate95;
const schema48 = {"additionalProperties":false,"properties":{"draft_id":{"$ref":"urn:mcpforge:output:ab400783c9153a53"},"finish_url":{"format":"uri","type":"string"},"status":{"const":"draft","type":"string"}},"required":["draft_id","finish_url","status"],"type":"object"};
const schema49 = {"$id":"urn:mcpforge:output:ab400783c9153a53","format":"uuid","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","type":"string"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:ab400783c9153a53" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats2.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.draft_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "draft_id"},message:"must have required property '"+"draft_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.finish_url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finish_url"},message:"must have required property '"+"finish_url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "draft_id") || (key0 === "finish_url")) || (key0 === "status"))){
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
if(data.draft_id !== undefined){
if(!(validate96(data.draft_id, {instancePath:instancePath+"/draft_id",parentData:data,parentDataProperty:"draft_id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.finish_url !== undefined){
let data1 = data.finish_url;
if(typeof data1 === "string"){
if(!(formats4(data1))){
const err4 = {instancePath:instancePath+"/finish_url",schemaPath:"#/properties/finish_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err5 = {instancePath:instancePath+"/finish_url",schemaPath:"#/properties/finish_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("draft" !== data2){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "draft"},message:"must be equal to constant"};
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
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const estimate_permit_fees_output = validate98;
const schema50 = {"additionalProperties":false,"properties":{"approximation":{"additionalProperties":false,"properties":{"base_jurisdiction":{"type":"string"},"basis":{"type":"string"},"scale_factor":{"minimum":0,"type":"number"}},"required":["base_jurisdiction","scale_factor","basis"],"type":["object","null"]},"items":{"items":{"additionalProperties":false,"properties":{"amount_usd":{"minimum":0,"type":"number"},"basis":{"type":"string"},"category":{"enum":["building_permit","plan_check","sub_permit","state_surcharge","school_fee","impact_fee","other"],"type":"string"},"code_citation":{"type":["string","null"]},"name":{"type":"string"},"waived":{"type":"boolean"},"waiver_note":{"type":["string","null"]}},"required":["amount_usd","basis","category","code_citation","name","waived","waiver_note"],"type":"object"},"type":"array"},"jurisdiction":{"enum":["la_city","la_county","pasadena","glendale","long_beach","burbank","santa_monica","culver_city","beverly_hills","inglewood","west_hollywood","manhattan_beach","nyc_dob","sf_dbi","sd_dsd"],"type":"string"},"method":{"enum":["full_fee_schedule","scaled_approximation"],"type":"string"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"sample":{"type":"boolean"},"total_usd":{"minimum":0,"type":"number"},"valuation_usd":{"minimum":0,"type":"number"}},"required":["approximation","items","jurisdiction","method","notes","sample","total_usd","valuation_usd"],"type":"object"};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approximation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approximation"},message:"must have required property '"+"approximation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.jurisdiction === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.method === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
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
if(data.sample === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.total_usd === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_usd"},message:"must have required property '"+"total_usd"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.valuation_usd === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valuation_usd"},message:"must have required property '"+"valuation_usd"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "approximation") || (key0 === "items")) || (key0 === "jurisdiction")) || (key0 === "method")) || (key0 === "notes")) || (key0 === "sample")) || (key0 === "total_usd")) || (key0 === "valuation_usd"))){
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
if(data.approximation !== undefined){
let data0 = data.approximation;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
const err9 = {instancePath:instancePath+"/approximation",schemaPath:"#/properties/approximation/type",keyword:"type",params:{type: schema50.properties.approximation.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.base_jurisdiction === undefined){
const err10 = {instancePath:instancePath+"/approximation",schemaPath:"#/properties/approximation/required",keyword:"required",params:{missingProperty: "base_jurisdiction"},message:"must have required property '"+"base_jurisdiction"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.scale_factor === undefined){
const err11 = {instancePath:instancePath+"/approximation",schemaPath:"#/properties/approximation/required",keyword:"required",params:{missingProperty: "scale_factor"},message:"must have required property '"+"scale_factor"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.basis === undefined){
const err12 = {instancePath:instancePath+"/approximation",schemaPath:"#/properties/approximation/required",keyword:"required",params:{missingProperty: "basis"},message:"must have required property '"+"basis"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "base_jurisdiction") || (key1 === "basis")) || (key1 === "scale_factor"))){
const err13 = {instancePath:instancePath+"/approximation",schemaPath:"#/properties/approximation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.base_jurisdiction !== undefined){
if(typeof data0.base_jurisdiction !== "string"){
const err14 = {instancePath:instancePath+"/approximation/base_jurisdiction",schemaPath:"#/properties/approximation/properties/base_jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.basis !== undefined){
if(typeof data0.basis !== "string"){
const err15 = {instancePath:instancePath+"/approximation/basis",schemaPath:"#/properties/approximation/properties/basis/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.scale_factor !== undefined){
let data3 = data0.scale_factor;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/approximation/scale_factor",schemaPath:"#/properties/approximation/properties/scale_factor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err17 = {instancePath:instancePath+"/approximation/scale_factor",schemaPath:"#/properties/approximation/properties/scale_factor/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
if(data.items !== undefined){
let data4 = data.items;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.amount_usd === undefined){
const err18 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "amount_usd"},message:"must have required property '"+"amount_usd"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.basis === undefined){
const err19 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "basis"},message:"must have required property '"+"basis"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.category === undefined){
const err20 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.code_citation === undefined){
const err21 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "code_citation"},message:"must have required property '"+"code_citation"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.name === undefined){
const err22 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.waived === undefined){
const err23 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "waived"},message:"must have required property '"+"waived"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.waiver_note === undefined){
const err24 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "waiver_note"},message:"must have required property '"+"waiver_note"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data5){
if(!(((((((key2 === "amount_usd") || (key2 === "basis")) || (key2 === "category")) || (key2 === "code_citation")) || (key2 === "name")) || (key2 === "waived")) || (key2 === "waiver_note"))){
const err25 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.amount_usd !== undefined){
let data6 = data5.amount_usd;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/items/" + i0+"/amount_usd",schemaPath:"#/properties/items/items/properties/amount_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err27 = {instancePath:instancePath+"/items/" + i0+"/amount_usd",schemaPath:"#/properties/items/items/properties/amount_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.basis !== undefined){
if(typeof data5.basis !== "string"){
const err28 = {instancePath:instancePath+"/items/" + i0+"/basis",schemaPath:"#/properties/items/items/properties/basis/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.category !== undefined){
let data8 = data5.category;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/items/" + i0+"/category",schemaPath:"#/properties/items/items/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((((((data8 === "building_permit") || (data8 === "plan_check")) || (data8 === "sub_permit")) || (data8 === "state_surcharge")) || (data8 === "school_fee")) || (data8 === "impact_fee")) || (data8 === "other"))){
const err30 = {instancePath:instancePath+"/items/" + i0+"/category",schemaPath:"#/properties/items/items/properties/category/enum",keyword:"enum",params:{allowedValues: schema50.properties.items.items.properties.category.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.code_citation !== undefined){
let data9 = data5.code_citation;
if((typeof data9 !== "string") && (data9 !== null)){
const err31 = {instancePath:instancePath+"/items/" + i0+"/code_citation",schemaPath:"#/properties/items/items/properties/code_citation/type",keyword:"type",params:{type: schema50.properties.items.items.properties.code_citation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data5.name !== undefined){
if(typeof data5.name !== "string"){
const err32 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/properties/items/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data5.waived !== undefined){
if(typeof data5.waived !== "boolean"){
const err33 = {instancePath:instancePath+"/items/" + i0+"/waived",schemaPath:"#/properties/items/items/properties/waived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data5.waiver_note !== undefined){
let data12 = data5.waiver_note;
if((typeof data12 !== "string") && (data12 !== null)){
const err34 = {instancePath:instancePath+"/items/" + i0+"/waiver_note",schemaPath:"#/properties/items/items/properties/waiver_note/type",keyword:"type",params:{type: schema50.properties.items.items.properties.waiver_note.type},message:"must be string,null"};
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
const err35 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.jurisdiction !== undefined){
let data13 = data.jurisdiction;
if(typeof data13 !== "string"){
const err37 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(((((((((((((((data13 === "la_city") || (data13 === "la_county")) || (data13 === "pasadena")) || (data13 === "glendale")) || (data13 === "long_beach")) || (data13 === "burbank")) || (data13 === "santa_monica")) || (data13 === "culver_city")) || (data13 === "beverly_hills")) || (data13 === "inglewood")) || (data13 === "west_hollywood")) || (data13 === "manhattan_beach")) || (data13 === "nyc_dob")) || (data13 === "sf_dbi")) || (data13 === "sd_dsd"))){
const err38 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/enum",keyword:"enum",params:{allowedValues: schema50.properties.jurisdiction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.method !== undefined){
let data14 = data.method;
if(typeof data14 !== "string"){
const err39 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data14 === "full_fee_schedule") || (data14 === "scaled_approximation"))){
const err40 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/enum",keyword:"enum",params:{allowedValues: schema50.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate93(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err41 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.total_usd !== undefined){
let data17 = data.total_usd;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err42 = {instancePath:instancePath+"/total_usd",schemaPath:"#/properties/total_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/total_usd",schemaPath:"#/properties/total_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.valuation_usd !== undefined){
let data18 = data.valuation_usd;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err44 = {instancePath:instancePath+"/valuation_usd",schemaPath:"#/properties/valuation_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/valuation_usd",schemaPath:"#/properties/valuation_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fetch_output = validate100;
const schema51 = {"additionalProperties":false,"properties":{"id":{"$ref":"urn:mcpforge:output:940ad913a5045dd8"},"metadata":{"type":"object"},"text":{"type":"string"},"title":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["id","metadata","text","title","url"],"type":"object"};
const schema52 = {"$id":"urn:mcpforge:output:940ad913a5045dd8","maxLength":200,"minLength":6,"pattern":"^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$","type":"string"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:940ad913a5045dd8" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 200){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 6){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$"},message:"must match pattern \""+"^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$"+"\""};
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
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.metadata === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.text === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "metadata")) || (key0 === "text")) || (key0 === "title")) || (key0 === "url"))){
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
if(data.id !== undefined){
if(!(validate101(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
}
if(data.metadata !== undefined){
let data1 = data.metadata;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err6 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.url !== undefined){
let data4 = data.url;
if(typeof data4 === "string"){
if(!(formats4(data4))){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_adu_rules_output = validate103;
const schema53 = {"additionalProperties":false,"properties":{"answer":{"type":["string","null"]},"citations":{"$ref":"urn:mcpforge:output:736b223cd97a1d53"},"contacts":{"items":{"additionalProperties":false,"properties":{"email":{"type":["string","null"]},"name":{"type":"string"},"phone":{"type":["string","null"]},"url":{"format":"uri","type":["string","null"]}},"required":["email","name","phone","url"],"type":"object"},"type":"array"},"corpus_silent":{"type":"boolean"},"county_baseline":{"type":["string","null"]},"coverage":{"$ref":"urn:mcpforge:output:422cbb979b0be82d"},"fee_notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"guide_url":{"format":"uri","type":["string","null"]},"jurisdiction":{"type":"string"},"local_ordinance_status":{"$ref":"urn:mcpforge:output:a4dbfb4bdb3d47e6"},"local_provisions":{"items":{"additionalProperties":false,"properties":{"rule":{"type":"string"},"state_law":{"type":["string","null"]},"status":{"enum":["stands","superseded_by_state_law"],"type":"string"}},"required":["rule","status","state_law"],"type":"object"},"type":"array"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"pre_approved_plan_program":{"type":["string","null"]},"sample":{"type":"boolean"},"state_standards":{"additionalProperties":false,"properties":{"height":{"type":"string"},"owner_occupancy":{"type":"string"},"parking":{"type":"string"},"review_deadlines":{"type":"string"},"setbacks":{"type":"string"},"size":{"type":"string"}},"required":["height","owner_occupancy","parking","review_deadlines","setbacks","size"],"type":"object"}},"required":["answer","citations","contacts","corpus_silent","county_baseline","coverage","fee_notes","guide_url","jurisdiction","local_ordinance_status","local_provisions","notes","pre_approved_plan_program","sample","state_standards"],"type":"object"};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.answer === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "answer"},message:"must have required property '"+"answer"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citations === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citations"},message:"must have required property '"+"citations"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contacts === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contacts"},message:"must have required property '"+"contacts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.corpus_silent === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "corpus_silent"},message:"must have required property '"+"corpus_silent"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.county_baseline === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "county_baseline"},message:"must have required property '"+"county_baseline"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.coverage === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coverage"},message:"must have required property '"+"coverage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.fee_notes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fee_notes"},message:"must have required property '"+"fee_notes"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.guide_url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guide_url"},message:"must have required property '"+"guide_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.jurisdiction === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.local_ordinance_status === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "local_ordinance_status"},message:"must have required property '"+"local_ordinance_status"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.local_provisions === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "local_provisions"},message:"must have required property '"+"local_provisions"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.notes === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.pre_approved_plan_program === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pre_approved_plan_program"},message:"must have required property '"+"pre_approved_plan_program"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.sample === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.state_standards === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state_standards"},message:"must have required property '"+"state_standards"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema53.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.answer !== undefined){
let data0 = data.answer;
if((typeof data0 !== "string") && (data0 !== null)){
const err16 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/type",keyword:"type",params:{type: schema53.properties.answer.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.citations !== undefined){
if(!(validate87(data.citations, {instancePath:instancePath+"/citations",parentData:data,parentDataProperty:"citations",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data.contacts !== undefined){
let data2 = data.contacts;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.email === undefined){
const err17 = {instancePath:instancePath+"/contacts/" + i0,schemaPath:"#/properties/contacts/items/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.name === undefined){
const err18 = {instancePath:instancePath+"/contacts/" + i0,schemaPath:"#/properties/contacts/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.phone === undefined){
const err19 = {instancePath:instancePath+"/contacts/" + i0,schemaPath:"#/properties/contacts/items/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.url === undefined){
const err20 = {instancePath:instancePath+"/contacts/" + i0,schemaPath:"#/properties/contacts/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "email") || (key1 === "name")) || (key1 === "phone")) || (key1 === "url"))){
const err21 = {instancePath:instancePath+"/contacts/" + i0,schemaPath:"#/properties/contacts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.email !== undefined){
let data4 = data3.email;
if((typeof data4 !== "string") && (data4 !== null)){
const err22 = {instancePath:instancePath+"/contacts/" + i0+"/email",schemaPath:"#/properties/contacts/items/properties/email/type",keyword:"type",params:{type: schema53.properties.contacts.items.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err23 = {instancePath:instancePath+"/contacts/" + i0+"/name",schemaPath:"#/properties/contacts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.phone !== undefined){
let data6 = data3.phone;
if((typeof data6 !== "string") && (data6 !== null)){
const err24 = {instancePath:instancePath+"/contacts/" + i0+"/phone",schemaPath:"#/properties/contacts/items/properties/phone/type",keyword:"type",params:{type: schema53.properties.contacts.items.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.url !== undefined){
let data7 = data3.url;
if((typeof data7 !== "string") && (data7 !== null)){
const err25 = {instancePath:instancePath+"/contacts/" + i0+"/url",schemaPath:"#/properties/contacts/items/properties/url/type",keyword:"type",params:{type: schema53.properties.contacts.items.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats4(data7))){
const err26 = {instancePath:instancePath+"/contacts/" + i0+"/url",schemaPath:"#/properties/contacts/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
else {
const err27 = {instancePath:instancePath+"/contacts/" + i0,schemaPath:"#/properties/contacts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/contacts",schemaPath:"#/properties/contacts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.corpus_silent !== undefined){
if(typeof data.corpus_silent !== "boolean"){
const err29 = {instancePath:instancePath+"/corpus_silent",schemaPath:"#/properties/corpus_silent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.county_baseline !== undefined){
let data9 = data.county_baseline;
if((typeof data9 !== "string") && (data9 !== null)){
const err30 = {instancePath:instancePath+"/county_baseline",schemaPath:"#/properties/county_baseline/type",keyword:"type",params:{type: schema53.properties.county_baseline.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.coverage !== undefined){
if(!(validate89(data.coverage, {instancePath:instancePath+"/coverage",parentData:data,parentDataProperty:"coverage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
if(data.fee_notes !== undefined){
if(!(validate93(data.fee_notes, {instancePath:instancePath+"/fee_notes",parentData:data,parentDataProperty:"fee_notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.guide_url !== undefined){
let data12 = data.guide_url;
if((typeof data12 !== "string") && (data12 !== null)){
const err31 = {instancePath:instancePath+"/guide_url",schemaPath:"#/properties/guide_url/type",keyword:"type",params:{type: schema53.properties.guide_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats4(data12))){
const err32 = {instancePath:instancePath+"/guide_url",schemaPath:"#/properties/guide_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data.jurisdiction !== undefined){
if(typeof data.jurisdiction !== "string"){
const err33 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.local_ordinance_status !== undefined){
if(!(validate91(data.local_ordinance_status, {instancePath:instancePath+"/local_ordinance_status",parentData:data,parentDataProperty:"local_ordinance_status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data.local_provisions !== undefined){
let data15 = data.local_provisions;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.rule === undefined){
const err34 = {instancePath:instancePath+"/local_provisions/" + i1,schemaPath:"#/properties/local_provisions/items/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data16.status === undefined){
const err35 = {instancePath:instancePath+"/local_provisions/" + i1,schemaPath:"#/properties/local_provisions/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data16.state_law === undefined){
const err36 = {instancePath:instancePath+"/local_provisions/" + i1,schemaPath:"#/properties/local_provisions/items/required",keyword:"required",params:{missingProperty: "state_law"},message:"must have required property '"+"state_law"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key2 in data16){
if(!(((key2 === "rule") || (key2 === "state_law")) || (key2 === "status"))){
const err37 = {instancePath:instancePath+"/local_provisions/" + i1,schemaPath:"#/properties/local_provisions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.rule !== undefined){
if(typeof data16.rule !== "string"){
const err38 = {instancePath:instancePath+"/local_provisions/" + i1+"/rule",schemaPath:"#/properties/local_provisions/items/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data16.state_law !== undefined){
let data18 = data16.state_law;
if((typeof data18 !== "string") && (data18 !== null)){
const err39 = {instancePath:instancePath+"/local_provisions/" + i1+"/state_law",schemaPath:"#/properties/local_provisions/items/properties/state_law/type",keyword:"type",params:{type: schema53.properties.local_provisions.items.properties.state_law.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.status !== undefined){
let data19 = data16.status;
if(typeof data19 !== "string"){
const err40 = {instancePath:instancePath+"/local_provisions/" + i1+"/status",schemaPath:"#/properties/local_provisions/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((data19 === "stands") || (data19 === "superseded_by_state_law"))){
const err41 = {instancePath:instancePath+"/local_provisions/" + i1+"/status",schemaPath:"#/properties/local_provisions/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema53.properties.local_provisions.items.properties.status.enum},message:"must be equal to one of the allowed values"};
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
else {
const err42 = {instancePath:instancePath+"/local_provisions/" + i1,schemaPath:"#/properties/local_provisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err43 = {instancePath:instancePath+"/local_provisions",schemaPath:"#/properties/local_provisions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate93(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.pre_approved_plan_program !== undefined){
let data21 = data.pre_approved_plan_program;
if((typeof data21 !== "string") && (data21 !== null)){
const err44 = {instancePath:instancePath+"/pre_approved_plan_program",schemaPath:"#/properties/pre_approved_plan_program/type",keyword:"type",params:{type: schema53.properties.pre_approved_plan_program.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err45 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.state_standards !== undefined){
let data23 = data.state_standards;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.height === undefined){
const err46 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data23.owner_occupancy === undefined){
const err47 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/required",keyword:"required",params:{missingProperty: "owner_occupancy"},message:"must have required property '"+"owner_occupancy"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data23.parking === undefined){
const err48 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/required",keyword:"required",params:{missingProperty: "parking"},message:"must have required property '"+"parking"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data23.review_deadlines === undefined){
const err49 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/required",keyword:"required",params:{missingProperty: "review_deadlines"},message:"must have required property '"+"review_deadlines"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data23.setbacks === undefined){
const err50 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/required",keyword:"required",params:{missingProperty: "setbacks"},message:"must have required property '"+"setbacks"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data23.size === undefined){
const err51 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key3 in data23){
if(!((((((key3 === "height") || (key3 === "owner_occupancy")) || (key3 === "parking")) || (key3 === "review_deadlines")) || (key3 === "setbacks")) || (key3 === "size"))){
const err52 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data23.height !== undefined){
if(typeof data23.height !== "string"){
const err53 = {instancePath:instancePath+"/state_standards/height",schemaPath:"#/properties/state_standards/properties/height/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data23.owner_occupancy !== undefined){
if(typeof data23.owner_occupancy !== "string"){
const err54 = {instancePath:instancePath+"/state_standards/owner_occupancy",schemaPath:"#/properties/state_standards/properties/owner_occupancy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data23.parking !== undefined){
if(typeof data23.parking !== "string"){
const err55 = {instancePath:instancePath+"/state_standards/parking",schemaPath:"#/properties/state_standards/properties/parking/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data23.review_deadlines !== undefined){
if(typeof data23.review_deadlines !== "string"){
const err56 = {instancePath:instancePath+"/state_standards/review_deadlines",schemaPath:"#/properties/state_standards/properties/review_deadlines/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data23.setbacks !== undefined){
if(typeof data23.setbacks !== "string"){
const err57 = {instancePath:instancePath+"/state_standards/setbacks",schemaPath:"#/properties/state_standards/properties/setbacks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data23.size !== undefined){
if(typeof data23.size !== "string"){
const err58 = {instancePath:instancePath+"/state_standards/size",schemaPath:"#/properties/state_standards/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err59 = {instancePath:instancePath+"/state_standards",schemaPath:"#/properties/state_standards/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_my_activity_output = validate109;
const schema54 = {"additionalProperties":false,"properties":{"draft_listings":{"items":{"additionalProperties":false,"properties":{"by_assistant":{"type":"boolean"},"created_at":{"format":"date-time","type":"string"},"draft_id":{"type":"string"},"finish_url":{"format":"uri","type":"string"},"name":{"type":"string"}},"required":["by_assistant","created_at","draft_id","finish_url","name"],"type":"object"},"type":"array"},"inquiries":{"items":{"additionalProperties":false,"properties":{"by_assistant":{"type":"boolean"},"listing_id":{"type":"string"},"sent_at":{"format":"date-time","type":"string"},"thread_id":{"type":"string"}},"required":["by_assistant","listing_id","sent_at","thread_id"],"type":"object"},"type":"array"},"saved_search":{"$ref":"urn:mcpforge:output:20764fb3b529052b"},"tour_requests":{"items":{"additionalProperties":false,"properties":{"by_assistant":{"type":"boolean"},"created_at":{"format":"date-time","type":"string"},"listing_id":{"type":"string"},"preferred_times":{"items":{"pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$","type":"string"},"type":"array"},"status":{"type":"string"},"thread_id":{"type":"string"},"tour_request_id":{"type":"string"}},"required":["by_assistant","created_at","listing_id","preferred_times","status","thread_id","tour_request_id"],"type":"object"},"type":"array"},"verified_to_apply":{"type":"boolean"}},"required":["draft_listings","inquiries","saved_search","tour_requests","verified_to_apply"],"type":"object"};
const formats16 = __ajv_dep1.fullFormats["date-time"];
const schema55 = {"$id":"urn:mcpforge:output:20764fb3b529052b","oneOf":[{"type":"null"},{"additionalProperties":false,"properties":{"bathrooms_min":{"minimum":0,"type":["number","null"]},"bedrooms_min":{"minimum":0,"type":["integer","null"]},"city":{"type":["string","null"]},"furnished":{"type":["boolean","null"]},"max_price":{"minimum":0,"type":["number","null"]},"min_price":{"minimum":0,"type":["number","null"]},"permit_verified_only":{"type":"boolean"},"pets_allowed":{"type":["boolean","null"]},"property_type":{"type":["string","null"]}},"required":["bathrooms_min","bedrooms_min","city","furnished","max_price","min_price","permit_verified_only","pets_allowed","property_type"],"type":"object"}]};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:20764fb3b529052b" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bathrooms_min === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "bathrooms_min"},message:"must have required property '"+"bathrooms_min"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bedrooms_min === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "bedrooms_min"},message:"must have required property '"+"bedrooms_min"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.city === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.furnished === undefined){
const err4 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "furnished"},message:"must have required property '"+"furnished"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.max_price === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "max_price"},message:"must have required property '"+"max_price"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.min_price === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "min_price"},message:"must have required property '"+"min_price"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.permit_verified_only === undefined){
const err7 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "permit_verified_only"},message:"must have required property '"+"permit_verified_only"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.pets_allowed === undefined){
const err8 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "pets_allowed"},message:"must have required property '"+"pets_allowed"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.property_type === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "property_type"},message:"must have required property '"+"property_type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema55.oneOf[1].properties, key0))){
const err10 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.bathrooms_min !== undefined){
let data0 = data.bathrooms_min;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){
const err11 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/oneOf/1/properties/bathrooms_min/type",keyword:"type",params:{type: schema55.oneOf[1].properties.bathrooms_min.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/bathrooms_min",schemaPath:"#/oneOf/1/properties/bathrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.bedrooms_min !== undefined){
let data1 = data.bedrooms_min;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
const err13 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/oneOf/1/properties/bedrooms_min/type",keyword:"type",params:{type: schema55.oneOf[1].properties.bedrooms_min.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/bedrooms_min",schemaPath:"#/oneOf/1/properties/bedrooms_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.city !== undefined){
let data2 = data.city;
if((typeof data2 !== "string") && (data2 !== null)){
const err15 = {instancePath:instancePath+"/city",schemaPath:"#/oneOf/1/properties/city/type",keyword:"type",params:{type: schema55.oneOf[1].properties.city.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.furnished !== undefined){
let data3 = data.furnished;
if((typeof data3 !== "boolean") && (data3 !== null)){
const err16 = {instancePath:instancePath+"/furnished",schemaPath:"#/oneOf/1/properties/furnished/type",keyword:"type",params:{type: schema55.oneOf[1].properties.furnished.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.max_price !== undefined){
let data4 = data.max_price;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err17 = {instancePath:instancePath+"/max_price",schemaPath:"#/oneOf/1/properties/max_price/type",keyword:"type",params:{type: schema55.oneOf[1].properties.max_price.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/max_price",schemaPath:"#/oneOf/1/properties/max_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.min_price !== undefined){
let data5 = data.min_price;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err19 = {instancePath:instancePath+"/min_price",schemaPath:"#/oneOf/1/properties/min_price/type",keyword:"type",params:{type: schema55.oneOf[1].properties.min_price.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/min_price",schemaPath:"#/oneOf/1/properties/min_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.permit_verified_only !== undefined){
if(typeof data.permit_verified_only !== "boolean"){
const err21 = {instancePath:instancePath+"/permit_verified_only",schemaPath:"#/oneOf/1/properties/permit_verified_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.pets_allowed !== undefined){
let data7 = data.pets_allowed;
if((typeof data7 !== "boolean") && (data7 !== null)){
const err22 = {instancePath:instancePath+"/pets_allowed",schemaPath:"#/oneOf/1/properties/pets_allowed/type",keyword:"type",params:{type: schema55.oneOf[1].properties.pets_allowed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.property_type !== undefined){
let data8 = data.property_type;
if((typeof data8 !== "string") && (data8 !== null)){
const err23 = {instancePath:instancePath+"/property_type",schemaPath:"#/oneOf/1/properties/property_type/type",keyword:"type",params:{type: schema55.oneOf[1].properties.property_type.type},message:"must be string,null"};
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
const err24 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
var props0 = true;
}
}
if(!valid0){
const err25 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
validate110.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate110.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.draft_listings === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "draft_listings"},message:"must have required property '"+"draft_listings"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.inquiries === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inquiries"},message:"must have required property '"+"inquiries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.saved_search === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "saved_search"},message:"must have required property '"+"saved_search"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tour_requests === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tour_requests"},message:"must have required property '"+"tour_requests"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.verified_to_apply === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verified_to_apply"},message:"must have required property '"+"verified_to_apply"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "draft_listings") || (key0 === "inquiries")) || (key0 === "saved_search")) || (key0 === "tour_requests")) || (key0 === "verified_to_apply"))){
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
if(data.draft_listings !== undefined){
let data0 = data.draft_listings;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.by_assistant === undefined){
const err6 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/required",keyword:"required",params:{missingProperty: "by_assistant"},message:"must have required property '"+"by_assistant"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.created_at === undefined){
const err7 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.draft_id === undefined){
const err8 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/required",keyword:"required",params:{missingProperty: "draft_id"},message:"must have required property '"+"draft_id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.finish_url === undefined){
const err9 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/required",keyword:"required",params:{missingProperty: "finish_url"},message:"must have required property '"+"finish_url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.name === undefined){
const err10 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!(((((key1 === "by_assistant") || (key1 === "created_at")) || (key1 === "draft_id")) || (key1 === "finish_url")) || (key1 === "name"))){
const err11 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.by_assistant !== undefined){
if(typeof data1.by_assistant !== "boolean"){
const err12 = {instancePath:instancePath+"/draft_listings/" + i0+"/by_assistant",schemaPath:"#/properties/draft_listings/items/properties/by_assistant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.created_at !== undefined){
let data3 = data1.created_at;
if(typeof data3 === "string"){
if(!(formats16.validate(data3))){
const err13 = {instancePath:instancePath+"/draft_listings/" + i0+"/created_at",schemaPath:"#/properties/draft_listings/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err14 = {instancePath:instancePath+"/draft_listings/" + i0+"/created_at",schemaPath:"#/properties/draft_listings/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.draft_id !== undefined){
if(typeof data1.draft_id !== "string"){
const err15 = {instancePath:instancePath+"/draft_listings/" + i0+"/draft_id",schemaPath:"#/properties/draft_listings/items/properties/draft_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.finish_url !== undefined){
let data5 = data1.finish_url;
if(typeof data5 === "string"){
if(!(formats4(data5))){
const err16 = {instancePath:instancePath+"/draft_listings/" + i0+"/finish_url",schemaPath:"#/properties/draft_listings/items/properties/finish_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/draft_listings/" + i0+"/finish_url",schemaPath:"#/properties/draft_listings/items/properties/finish_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err18 = {instancePath:instancePath+"/draft_listings/" + i0+"/name",schemaPath:"#/properties/draft_listings/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/draft_listings/" + i0,schemaPath:"#/properties/draft_listings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/draft_listings",schemaPath:"#/properties/draft_listings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.inquiries !== undefined){
let data7 = data.inquiries;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.by_assistant === undefined){
const err21 = {instancePath:instancePath+"/inquiries/" + i1,schemaPath:"#/properties/inquiries/items/required",keyword:"required",params:{missingProperty: "by_assistant"},message:"must have required property '"+"by_assistant"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8.listing_id === undefined){
const err22 = {instancePath:instancePath+"/inquiries/" + i1,schemaPath:"#/properties/inquiries/items/required",keyword:"required",params:{missingProperty: "listing_id"},message:"must have required property '"+"listing_id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.sent_at === undefined){
const err23 = {instancePath:instancePath+"/inquiries/" + i1,schemaPath:"#/properties/inquiries/items/required",keyword:"required",params:{missingProperty: "sent_at"},message:"must have required property '"+"sent_at"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.thread_id === undefined){
const err24 = {instancePath:instancePath+"/inquiries/" + i1,schemaPath:"#/properties/inquiries/items/required",keyword:"required",params:{missingProperty: "thread_id"},message:"must have required property '"+"thread_id"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data8){
if(!((((key2 === "by_assistant") || (key2 === "listing_id")) || (key2 === "sent_at")) || (key2 === "thread_id"))){
const err25 = {instancePath:instancePath+"/inquiries/" + i1,schemaPath:"#/properties/inquiries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.by_assistant !== undefined){
if(typeof data8.by_assistant !== "boolean"){
const err26 = {instancePath:instancePath+"/inquiries/" + i1+"/by_assistant",schemaPath:"#/properties/inquiries/items/properties/by_assistant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.listing_id !== undefined){
if(typeof data8.listing_id !== "string"){
const err27 = {instancePath:instancePath+"/inquiries/" + i1+"/listing_id",schemaPath:"#/properties/inquiries/items/properties/listing_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.sent_at !== undefined){
let data11 = data8.sent_at;
if(typeof data11 === "string"){
if(!(formats16.validate(data11))){
const err28 = {instancePath:instancePath+"/inquiries/" + i1+"/sent_at",schemaPath:"#/properties/inquiries/items/properties/sent_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err29 = {instancePath:instancePath+"/inquiries/" + i1+"/sent_at",schemaPath:"#/properties/inquiries/items/properties/sent_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data8.thread_id !== undefined){
if(typeof data8.thread_id !== "string"){
const err30 = {instancePath:instancePath+"/inquiries/" + i1+"/thread_id",schemaPath:"#/properties/inquiries/items/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/inquiries/" + i1,schemaPath:"#/properties/inquiries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/inquiries",schemaPath:"#/properties/inquiries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.saved_search !== undefined){
if(!(validate110(data.saved_search, {instancePath:instancePath+"/saved_search",parentData:data,parentDataProperty:"saved_search",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.tour_requests !== undefined){
let data14 = data.tour_requests;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.by_assistant === undefined){
const err33 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "by_assistant"},message:"must have required property '"+"by_assistant"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data15.created_at === undefined){
const err34 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15.listing_id === undefined){
const err35 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "listing_id"},message:"must have required property '"+"listing_id"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.preferred_times === undefined){
const err36 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "preferred_times"},message:"must have required property '"+"preferred_times"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15.status === undefined){
const err37 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.thread_id === undefined){
const err38 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "thread_id"},message:"must have required property '"+"thread_id"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data15.tour_request_id === undefined){
const err39 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/required",keyword:"required",params:{missingProperty: "tour_request_id"},message:"must have required property '"+"tour_request_id"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data15){
if(!(((((((key3 === "by_assistant") || (key3 === "created_at")) || (key3 === "listing_id")) || (key3 === "preferred_times")) || (key3 === "status")) || (key3 === "thread_id")) || (key3 === "tour_request_id"))){
const err40 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.by_assistant !== undefined){
if(typeof data15.by_assistant !== "boolean"){
const err41 = {instancePath:instancePath+"/tour_requests/" + i2+"/by_assistant",schemaPath:"#/properties/tour_requests/items/properties/by_assistant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data15.created_at !== undefined){
let data17 = data15.created_at;
if(typeof data17 === "string"){
if(!(formats16.validate(data17))){
const err42 = {instancePath:instancePath+"/tour_requests/" + i2+"/created_at",schemaPath:"#/properties/tour_requests/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/tour_requests/" + i2+"/created_at",schemaPath:"#/properties/tour_requests/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.listing_id !== undefined){
if(typeof data15.listing_id !== "string"){
const err44 = {instancePath:instancePath+"/tour_requests/" + i2+"/listing_id",schemaPath:"#/properties/tour_requests/items/properties/listing_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data15.preferred_times !== undefined){
let data19 = data15.preferred_times;
if(Array.isArray(data19)){
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
if(typeof data20 === "string"){
if(!pattern6.test(data20)){
const err45 = {instancePath:instancePath+"/tour_requests/" + i2+"/preferred_times/" + i3,schemaPath:"#/properties/tour_requests/items/properties/preferred_times/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/tour_requests/" + i2+"/preferred_times/" + i3,schemaPath:"#/properties/tour_requests/items/properties/preferred_times/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/tour_requests/" + i2+"/preferred_times",schemaPath:"#/properties/tour_requests/items/properties/preferred_times/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data15.status !== undefined){
if(typeof data15.status !== "string"){
const err48 = {instancePath:instancePath+"/tour_requests/" + i2+"/status",schemaPath:"#/properties/tour_requests/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data15.thread_id !== undefined){
if(typeof data15.thread_id !== "string"){
const err49 = {instancePath:instancePath+"/tour_requests/" + i2+"/thread_id",schemaPath:"#/properties/tour_requests/items/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data15.tour_request_id !== undefined){
if(typeof data15.tour_request_id !== "string"){
const err50 = {instancePath:instancePath+"/tour_requests/" + i2+"/tour_request_id",schemaPath:"#/properties/tour_requests/items/properties/tour_request_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err51 = {instancePath:instancePath+"/tour_requests/" + i2,schemaPath:"#/properties/tour_requests/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err52 = {instancePath:instancePath+"/tour_requests",schemaPath:"#/properties/tour_requests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.verified_to_apply !== undefined){
if(typeof data.verified_to_apply !== "boolean"){
const err53 = {instancePath:instancePath+"/verified_to_apply",schemaPath:"#/properties/verified_to_apply/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rent_estimate_output = validate112;
const schema56 = {"additionalProperties":false,"properties":{"comparables_count":{"minimum":0,"type":"integer"},"disclaimer":{"type":"string"},"high_usd":{"minimum":0,"type":"number"},"low_usd":{"minimum":0,"type":"number"},"monthly_rent_usd":{"minimum":0,"type":"number"},"sample":{"type":"boolean"}},"required":["comparables_count","disclaimer","high_usd","low_usd","monthly_rent_usd","sample"],"type":"object"};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.comparables_count === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comparables_count"},message:"must have required property '"+"comparables_count"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.disclaimer === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disclaimer"},message:"must have required property '"+"disclaimer"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.high_usd === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "high_usd"},message:"must have required property '"+"high_usd"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.low_usd === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "low_usd"},message:"must have required property '"+"low_usd"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.monthly_rent_usd === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "monthly_rent_usd"},message:"must have required property '"+"monthly_rent_usd"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.sample === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "comparables_count") || (key0 === "disclaimer")) || (key0 === "high_usd")) || (key0 === "low_usd")) || (key0 === "monthly_rent_usd")) || (key0 === "sample"))){
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
if(data.comparables_count !== undefined){
let data0 = data.comparables_count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/comparables_count",schemaPath:"#/properties/comparables_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/comparables_count",schemaPath:"#/properties/comparables_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.disclaimer !== undefined){
if(typeof data.disclaimer !== "string"){
const err9 = {instancePath:instancePath+"/disclaimer",schemaPath:"#/properties/disclaimer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.high_usd !== undefined){
let data2 = data.high_usd;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/high_usd",schemaPath:"#/properties/high_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err11 = {instancePath:instancePath+"/high_usd",schemaPath:"#/properties/high_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.low_usd !== undefined){
let data3 = data.low_usd;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/low_usd",schemaPath:"#/properties/low_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err13 = {instancePath:instancePath+"/low_usd",schemaPath:"#/properties/low_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.monthly_rent_usd !== undefined){
let data4 = data.monthly_rent_usd;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/monthly_rent_usd",schemaPath:"#/properties/monthly_rent_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err15 = {instancePath:instancePath+"/monthly_rent_usd",schemaPath:"#/properties/monthly_rent_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err16 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_rental_output = validate113;
const schema57 = {"additionalProperties":false,"properties":{"address":{"type":"string"},"amenities":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"available_from":{"$ref":"urn:mcpforge:output:e9de3e06505eda14"},"bathrooms":{"minimum":0,"type":"number"},"bedrooms":{"minimum":0,"type":"integer"},"city":{"type":"string"},"description":{"type":"string"},"furnished":{"type":["boolean","null"]},"id":{"$ref":"urn:mcpforge:output:ab400783c9153a53"},"images":{"items":{"format":"uri","type":"string"},"type":"array"},"monthly_rent_usd":{"minimum":0,"type":"number"},"permit_note":{"type":"string"},"permit_number":{"type":["string","null"]},"permit_verification":{"additionalProperties":false,"properties":{"checked_against":{"type":"string"},"finaled_date":{"$ref":"urn:mcpforge:output:e9de3e06505eda14"},"permit_status":{"type":"string"},"sample":{"type":"boolean"},"source":{"type":"string"}},"required":["checked_against","finaled_date","permit_status","sample","source"],"type":["object","null"]},"permit_verified":{"type":"boolean"},"pets_allowed":{"type":["boolean","null"]},"property_type":{"type":"string"},"published_at":{"format":"date-time","type":"string"},"sample":{"type":"boolean"},"square_feet":{"minimum":1,"type":["integer","null"]},"status":{"enum":["available","leased"],"type":"string"},"tenant_pays_service_fee":{"type":"boolean"},"title":{"type":"string"},"tour_request_url":{"format":"uri","type":"string"},"url":{"format":"uri","type":"string"},"zip":{"type":["string","null"]}},"required":["address","amenities","available_from","bathrooms","bedrooms","city","description","furnished","id","images","monthly_rent_usd","permit_note","permit_number","permit_verification","permit_verified","pets_allowed","property_type","published_at","sample","square_feet","status","tenant_pays_service_fee","title","tour_request_url","url","zip"],"type":"object"};
const schema58 = {"$id":"urn:mcpforge:output:e9de3e06505eda14","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","type":["string","null"]};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:e9de3e06505eda14" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema58.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data === "string"){
if(!pattern3.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.amenities === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amenities"},message:"must have required property '"+"amenities"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.available_from === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "available_from"},message:"must have required property '"+"available_from"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.bathrooms === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bathrooms"},message:"must have required property '"+"bathrooms"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.bedrooms === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bedrooms"},message:"must have required property '"+"bedrooms"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.city === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.description === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.furnished === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "furnished"},message:"must have required property '"+"furnished"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.id === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.images === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "images"},message:"must have required property '"+"images"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.monthly_rent_usd === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "monthly_rent_usd"},message:"must have required property '"+"monthly_rent_usd"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.permit_note === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permit_note"},message:"must have required property '"+"permit_note"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.permit_number === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permit_number"},message:"must have required property '"+"permit_number"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.permit_verification === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permit_verification"},message:"must have required property '"+"permit_verification"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.permit_verified === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permit_verified"},message:"must have required property '"+"permit_verified"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.pets_allowed === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pets_allowed"},message:"must have required property '"+"pets_allowed"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.property_type === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "property_type"},message:"must have required property '"+"property_type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.published_at === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "published_at"},message:"must have required property '"+"published_at"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.sample === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.square_feet === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "square_feet"},message:"must have required property '"+"square_feet"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.status === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.tenant_pays_service_fee === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tenant_pays_service_fee"},message:"must have required property '"+"tenant_pays_service_fee"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.title === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.tour_request_url === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tour_request_url"},message:"must have required property '"+"tour_request_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.url === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.zip === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zip"},message:"must have required property '"+"zip"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema57.properties, key0))){
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
if(data.address !== undefined){
if(typeof data.address !== "string"){
const err27 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.amenities !== undefined){
if(!(validate93(data.amenities, {instancePath:instancePath+"/amenities",parentData:data,parentDataProperty:"amenities",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.available_from !== undefined){
if(!(validate115(data.available_from, {instancePath:instancePath+"/available_from",parentData:data,parentDataProperty:"available_from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
if(data.bathrooms !== undefined){
let data3 = data.bathrooms;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err28 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err29 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data4 = data.bedrooms;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err30 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err31 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.city !== undefined){
if(typeof data.city !== "string"){
const err32 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err33 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.furnished !== undefined){
let data7 = data.furnished;
if((typeof data7 !== "boolean") && (data7 !== null)){
const err34 = {instancePath:instancePath+"/furnished",schemaPath:"#/properties/furnished/type",keyword:"type",params:{type: schema57.properties.furnished.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate96(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.images !== undefined){
let data9 = data.images;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(!(formats4(data10))){
const err35 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err36 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.monthly_rent_usd !== undefined){
let data11 = data.monthly_rent_usd;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/monthly_rent_usd",schemaPath:"#/properties/monthly_rent_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/monthly_rent_usd",schemaPath:"#/properties/monthly_rent_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.permit_note !== undefined){
if(typeof data.permit_note !== "string"){
const err40 = {instancePath:instancePath+"/permit_note",schemaPath:"#/properties/permit_note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.permit_number !== undefined){
let data13 = data.permit_number;
if((typeof data13 !== "string") && (data13 !== null)){
const err41 = {instancePath:instancePath+"/permit_number",schemaPath:"#/properties/permit_number/type",keyword:"type",params:{type: schema57.properties.permit_number.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.permit_verification !== undefined){
let data14 = data.permit_verification;
if((!(data14 && typeof data14 == "object" && !Array.isArray(data14))) && (data14 !== null)){
const err42 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/type",keyword:"type",params:{type: schema57.properties.permit_verification.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.checked_against === undefined){
const err43 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/required",keyword:"required",params:{missingProperty: "checked_against"},message:"must have required property '"+"checked_against"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14.finaled_date === undefined){
const err44 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/required",keyword:"required",params:{missingProperty: "finaled_date"},message:"must have required property '"+"finaled_date"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14.permit_status === undefined){
const err45 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/required",keyword:"required",params:{missingProperty: "permit_status"},message:"must have required property '"+"permit_status"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14.sample === undefined){
const err46 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14.source === undefined){
const err47 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key1 in data14){
if(!(((((key1 === "checked_against") || (key1 === "finaled_date")) || (key1 === "permit_status")) || (key1 === "sample")) || (key1 === "source"))){
const err48 = {instancePath:instancePath+"/permit_verification",schemaPath:"#/properties/permit_verification/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data14.checked_against !== undefined){
if(typeof data14.checked_against !== "string"){
const err49 = {instancePath:instancePath+"/permit_verification/checked_against",schemaPath:"#/properties/permit_verification/properties/checked_against/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.finaled_date !== undefined){
if(!(validate115(data14.finaled_date, {instancePath:instancePath+"/permit_verification/finaled_date",parentData:data14,parentDataProperty:"finaled_date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
if(data14.permit_status !== undefined){
if(typeof data14.permit_status !== "string"){
const err50 = {instancePath:instancePath+"/permit_verification/permit_status",schemaPath:"#/properties/permit_verification/properties/permit_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data14.sample !== undefined){
if(typeof data14.sample !== "boolean"){
const err51 = {instancePath:instancePath+"/permit_verification/sample",schemaPath:"#/properties/permit_verification/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data14.source !== undefined){
if(typeof data14.source !== "string"){
const err52 = {instancePath:instancePath+"/permit_verification/source",schemaPath:"#/properties/permit_verification/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.permit_verified !== undefined){
if(typeof data.permit_verified !== "boolean"){
const err53 = {instancePath:instancePath+"/permit_verified",schemaPath:"#/properties/permit_verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.pets_allowed !== undefined){
let data21 = data.pets_allowed;
if((typeof data21 !== "boolean") && (data21 !== null)){
const err54 = {instancePath:instancePath+"/pets_allowed",schemaPath:"#/properties/pets_allowed/type",keyword:"type",params:{type: schema57.properties.pets_allowed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.property_type !== undefined){
if(typeof data.property_type !== "string"){
const err55 = {instancePath:instancePath+"/property_type",schemaPath:"#/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.published_at !== undefined){
let data23 = data.published_at;
if(typeof data23 === "string"){
if(!(formats16.validate(data23))){
const err56 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err57 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err58 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.square_feet !== undefined){
let data25 = data.square_feet;
if((!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))) && (data25 !== null)){
const err59 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/type",keyword:"type",params:{type: schema57.properties.square_feet.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 1 || isNaN(data25)){
const err60 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.status !== undefined){
let data26 = data.status;
if(typeof data26 !== "string"){
const err61 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data26 === "available") || (data26 === "leased"))){
const err62 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema57.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.tenant_pays_service_fee !== undefined){
if(typeof data.tenant_pays_service_fee !== "boolean"){
const err63 = {instancePath:instancePath+"/tenant_pays_service_fee",schemaPath:"#/properties/tenant_pays_service_fee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err64 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.tour_request_url !== undefined){
let data29 = data.tour_request_url;
if(typeof data29 === "string"){
if(!(formats4(data29))){
const err65 = {instancePath:instancePath+"/tour_request_url",schemaPath:"#/properties/tour_request_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err66 = {instancePath:instancePath+"/tour_request_url",schemaPath:"#/properties/tour_request_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.url !== undefined){
let data30 = data.url;
if(typeof data30 === "string"){
if(!(formats4(data30))){
const err67 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err68 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.zip !== undefined){
let data31 = data.zip;
if((typeof data31 !== "string") && (data31 !== null)){
const err69 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: schema57.properties.zip.type},message:"must be string,null"};
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
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_thread_output = validate119;
const schema59 = {"oneOf":[{"additionalProperties":false,"properties":{"threads":{"items":{"$ref":"urn:mcpforge:output:8174b332647720fe"},"type":"array"}},"required":["threads"],"type":"object"},{"additionalProperties":false,"properties":{"messages":{"items":{"$ref":"urn:mcpforge:output:606c87fab3bbb17b"},"type":"array"},"thread":{"$ref":"urn:mcpforge:output:8174b332647720fe"}},"required":["messages","thread"],"type":"object"}],"type":"object"};
const schema60 = {"$id":"urn:mcpforge:output:8174b332647720fe","additionalProperties":false,"properties":{"counterpart":{"type":"string"},"last_message_at":{"format":"date-time","type":"string"},"listing_id":{"type":["string","null"]},"sample_notice":{"type":["string","null"]},"thread_id":{"type":"string"},"unread_count":{"minimum":0,"type":"integer"}},"required":["counterpart","last_message_at","listing_id","sample_notice","thread_id","unread_count"],"type":"object"};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:8174b332647720fe" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.counterpart === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counterpart"},message:"must have required property '"+"counterpart"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_message_at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_message_at"},message:"must have required property '"+"last_message_at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.listing_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "listing_id"},message:"must have required property '"+"listing_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sample_notice === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_notice"},message:"must have required property '"+"sample_notice"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.thread_id === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thread_id"},message:"must have required property '"+"thread_id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.unread_count === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unread_count"},message:"must have required property '"+"unread_count"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "counterpart") || (key0 === "last_message_at")) || (key0 === "listing_id")) || (key0 === "sample_notice")) || (key0 === "thread_id")) || (key0 === "unread_count"))){
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
if(data.counterpart !== undefined){
if(typeof data.counterpart !== "string"){
const err7 = {instancePath:instancePath+"/counterpart",schemaPath:"#/properties/counterpart/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.last_message_at !== undefined){
let data1 = data.last_message_at;
if(typeof data1 === "string"){
if(!(formats16.validate(data1))){
const err8 = {instancePath:instancePath+"/last_message_at",schemaPath:"#/properties/last_message_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err9 = {instancePath:instancePath+"/last_message_at",schemaPath:"#/properties/last_message_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.listing_id !== undefined){
let data2 = data.listing_id;
if((typeof data2 !== "string") && (data2 !== null)){
const err10 = {instancePath:instancePath+"/listing_id",schemaPath:"#/properties/listing_id/type",keyword:"type",params:{type: schema60.properties.listing_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sample_notice !== undefined){
let data3 = data.sample_notice;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/sample_notice",schemaPath:"#/properties/sample_notice/type",keyword:"type",params:{type: schema60.properties.sample_notice.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.thread_id !== undefined){
if(typeof data.thread_id !== "string"){
const err12 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.unread_count !== undefined){
let data5 = data.unread_count;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/unread_count",schemaPath:"#/properties/unread_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/unread_count",schemaPath:"#/properties/unread_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema61 = {"$id":"urn:mcpforge:output:606c87fab3bbb17b","additionalProperties":false,"properties":{"message_id":{"type":"string"},"notice":{"type":"string"},"quoted":{"type":"boolean"},"sender":{"enum":["person","landlord"],"type":"string"},"sent_at":{"format":"date-time","type":"string"},"sent_by_assistant":{"type":"boolean"},"text":{"type":"string"}},"required":["message_id","quoted","sender","sent_at","sent_by_assistant","text"],"type":"object"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:606c87fab3bbb17b" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.quoted === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quoted"},message:"must have required property '"+"quoted"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sender === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sent_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sent_at"},message:"must have required property '"+"sent_at"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sent_by_assistant === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sent_by_assistant"},message:"must have required property '"+"sent_by_assistant"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.text === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "message_id") || (key0 === "notice")) || (key0 === "quoted")) || (key0 === "sender")) || (key0 === "sent_at")) || (key0 === "sent_by_assistant")) || (key0 === "text"))){
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
if(data.message_id !== undefined){
if(typeof data.message_id !== "string"){
const err7 = {instancePath:instancePath+"/message_id",schemaPath:"#/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.notice !== undefined){
if(typeof data.notice !== "string"){
const err8 = {instancePath:instancePath+"/notice",schemaPath:"#/properties/notice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.quoted !== undefined){
if(typeof data.quoted !== "boolean"){
const err9 = {instancePath:instancePath+"/quoted",schemaPath:"#/properties/quoted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sender !== undefined){
let data3 = data.sender;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "person") || (data3 === "landlord"))){
const err11 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/enum",keyword:"enum",params:{allowedValues: schema61.properties.sender.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.sent_at !== undefined){
let data4 = data.sent_at;
if(typeof data4 === "string"){
if(!(formats16.validate(data4))){
const err12 = {instancePath:instancePath+"/sent_at",schemaPath:"#/properties/sent_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/sent_at",schemaPath:"#/properties/sent_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.sent_by_assistant !== undefined){
if(typeof data.sent_by_assistant !== "boolean"){
const err14 = {instancePath:instancePath+"/sent_by_assistant",schemaPath:"#/properties/sent_by_assistant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err15 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.threads === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "threads"},message:"must have required property '"+"threads"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "threads")){
const err2 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.threads !== undefined){
let data0 = data.threads;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate120(data0[i0], {instancePath:instancePath+"/threads/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/threads",schemaPath:"#/oneOf/0/properties/threads/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err4 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.messages === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.thread === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "thread"},message:"must have required property '"+"thread"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data){
if(!((key1 === "messages") || (key1 === "thread"))){
const err7 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.messages !== undefined){
let data2 = data.messages;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate122(data2[i1], {instancePath:instancePath+"/messages/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/messages",schemaPath:"#/oneOf/1/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.thread !== undefined){
if(!(validate120(data.thread, {instancePath:instancePath+"/thread",parentData:data,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate119.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate119.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const match_plans_to_lot_output = validate125;
const schema62 = {"additionalProperties":false,"properties":{"alternates":{"items":{"$ref":"urn:mcpforge:output:fb16e53ef66c6c09"},"maxItems":3,"type":"array"},"best_match":{"oneOf":[{"type":"null"},{"$ref":"urn:mcpforge:output:fb16e53ef66c6c09"}]},"considered":{"items":{"additionalProperties":false,"properties":{"fits":{"type":"boolean"},"plan_id":{"$ref":"urn:mcpforge:output:ab400783c9153a53"},"reason":{"type":"string"},"title":{"type":"string"}},"required":["fits","plan_id","reason","title"],"type":"object"},"type":"array"},"fit_checked":{"type":"boolean"},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"parcel":{"$ref":"urn:mcpforge:output:0ad370d7fb8db5ef"},"sample":{"type":"boolean"}},"required":["alternates","best_match","considered","fit_checked","notes","parcel","sample"],"type":"object"};
const schema63 = {"$id":"urn:mcpforge:output:fb16e53ef66c6c09","additionalProperties":false,"properties":{"bathrooms":{"minimum":0,"type":"number"},"bedrooms":{"minimum":0,"type":"integer"},"build_cost_high_usd":{"minimum":0,"type":["number","null"]},"build_cost_low_usd":{"minimum":0,"type":["number","null"]},"designer":{"type":"string"},"footprint_depth_ft":{"minimum":1,"type":"number"},"footprint_width_ft":{"minimum":1,"type":"number"},"id":{"$ref":"urn:mcpforge:output:ab400783c9153a53"},"plan_price_usd":{"minimum":0,"type":"number"},"pre_approved_in":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"program":{"type":"string"},"square_feet":{"minimum":1,"type":"integer"},"stories":{"maximum":2,"minimum":1,"type":"integer"},"title":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["bathrooms","bedrooms","build_cost_high_usd","build_cost_low_usd","designer","footprint_depth_ft","footprint_width_ft","id","plan_price_usd","pre_approved_in","program","square_feet","stories","title","url"],"type":"object"};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:fb16e53ef66c6c09" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bathrooms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bathrooms"},message:"must have required property '"+"bathrooms"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.bedrooms === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bedrooms"},message:"must have required property '"+"bedrooms"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.build_cost_high_usd === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "build_cost_high_usd"},message:"must have required property '"+"build_cost_high_usd"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.build_cost_low_usd === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "build_cost_low_usd"},message:"must have required property '"+"build_cost_low_usd"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.designer === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "designer"},message:"must have required property '"+"designer"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.footprint_depth_ft === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "footprint_depth_ft"},message:"must have required property '"+"footprint_depth_ft"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.footprint_width_ft === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "footprint_width_ft"},message:"must have required property '"+"footprint_width_ft"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.plan_price_usd === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan_price_usd"},message:"must have required property '"+"plan_price_usd"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.pre_approved_in === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pre_approved_in"},message:"must have required property '"+"pre_approved_in"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.program === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program"},message:"must have required property '"+"program"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.square_feet === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "square_feet"},message:"must have required property '"+"square_feet"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.stories === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stories"},message:"must have required property '"+"stories"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.title === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.url === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema63.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.bathrooms !== undefined){
let data0 = data.bathrooms;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err16 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err17 = {instancePath:instancePath+"/bathrooms",schemaPath:"#/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data1 = data.bedrooms;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err18 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err19 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.build_cost_high_usd !== undefined){
let data2 = data.build_cost_high_usd;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err20 = {instancePath:instancePath+"/build_cost_high_usd",schemaPath:"#/properties/build_cost_high_usd/type",keyword:"type",params:{type: schema63.properties.build_cost_high_usd.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err21 = {instancePath:instancePath+"/build_cost_high_usd",schemaPath:"#/properties/build_cost_high_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.build_cost_low_usd !== undefined){
let data3 = data.build_cost_low_usd;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err22 = {instancePath:instancePath+"/build_cost_low_usd",schemaPath:"#/properties/build_cost_low_usd/type",keyword:"type",params:{type: schema63.properties.build_cost_low_usd.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err23 = {instancePath:instancePath+"/build_cost_low_usd",schemaPath:"#/properties/build_cost_low_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.designer !== undefined){
if(typeof data.designer !== "string"){
const err24 = {instancePath:instancePath+"/designer",schemaPath:"#/properties/designer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.footprint_depth_ft !== undefined){
let data5 = data.footprint_depth_ft;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/footprint_depth_ft",schemaPath:"#/properties/footprint_depth_ft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/footprint_depth_ft",schemaPath:"#/properties/footprint_depth_ft/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.footprint_width_ft !== undefined){
let data6 = data.footprint_width_ft;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/footprint_width_ft",schemaPath:"#/properties/footprint_width_ft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err28 = {instancePath:instancePath+"/footprint_width_ft",schemaPath:"#/properties/footprint_width_ft/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate96(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.plan_price_usd !== undefined){
let data8 = data.plan_price_usd;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/plan_price_usd",schemaPath:"#/properties/plan_price_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err30 = {instancePath:instancePath+"/plan_price_usd",schemaPath:"#/properties/plan_price_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.pre_approved_in !== undefined){
if(!(validate93(data.pre_approved_in, {instancePath:instancePath+"/pre_approved_in",parentData:data,parentDataProperty:"pre_approved_in",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.program !== undefined){
if(typeof data.program !== "string"){
const err31 = {instancePath:instancePath+"/program",schemaPath:"#/properties/program/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.square_feet !== undefined){
let data11 = data.square_feet;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err32 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/square_feet",schemaPath:"#/properties/square_feet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.stories !== undefined){
let data12 = data.stories;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err34 = {instancePath:instancePath+"/stories",schemaPath:"#/properties/stories/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2 || isNaN(data12)){
const err35 = {instancePath:instancePath+"/stories",schemaPath:"#/properties/stories/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/stories",schemaPath:"#/properties/stories/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err37 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.url !== undefined){
let data14 = data.url;
if(typeof data14 === "string"){
if(!(formats4(data14))){
const err38 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema64 = {"$id":"urn:mcpforge:output:0ad370d7fb8db5ef","additionalProperties":false,"properties":{"address":{"type":["string","null"]},"apn":{"type":"string"},"buildable":{"additionalProperties":false,"properties":{"largest_rectangle_ft":{"oneOf":[{"type":"null"},{"additionalProperties":false,"properties":{"depth":{"minimum":0,"type":"number"},"width":{"minimum":0,"type":"number"}},"required":["depth","width"],"type":"object"}]},"notes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"separation_ft":{"minimum":0,"type":"number"},"side_rear_setback_ft":{"minimum":0,"type":"number"},"street_setbacks_ft":{"items":{"minimum":0,"type":"number"},"type":"array"}},"required":["largest_rectangle_ft","notes","separation_ft","side_rear_setback_ft","street_setbacks_ft"],"type":"object"},"buildable_area_sqft":{"minimum":0,"type":["number","null"]},"city":{"type":"string"},"county":{"enum":["la","sd"],"type":"string"},"hillside":{"type":"boolean"},"lot_area_sqft":{"minimum":0,"type":"number"},"permit_agency":{"type":"string"},"structures":{"items":{"additionalProperties":false,"properties":{"description":{"type":"string"},"footprint_sqft":{"minimum":0,"type":"number"}},"required":["description","footprint_sqft"],"type":"object"},"type":"array"},"zoning":{"type":"string"}},"required":["address","apn","buildable","buildable_area_sqft","city","county","hillside","lot_area_sqft","permit_agency","structures","zoning"],"type":"object"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:0ad370d7fb8db5ef" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
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
if(data.apn === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apn"},message:"must have required property '"+"apn"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.buildable === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "buildable"},message:"must have required property '"+"buildable"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.buildable_area_sqft === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "buildable_area_sqft"},message:"must have required property '"+"buildable_area_sqft"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.city === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.county === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "county"},message:"must have required property '"+"county"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.hillside === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hillside"},message:"must have required property '"+"hillside"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.lot_area_sqft === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lot_area_sqft"},message:"must have required property '"+"lot_area_sqft"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.permit_agency === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permit_agency"},message:"must have required property '"+"permit_agency"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.structures === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "structures"},message:"must have required property '"+"structures"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.zoning === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zoning"},message:"must have required property '"+"zoning"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema64.properties, key0))){
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
if((typeof data0 !== "string") && (data0 !== null)){
const err12 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: schema64.properties.address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.apn !== undefined){
if(typeof data.apn !== "string"){
const err13 = {instancePath:instancePath+"/apn",schemaPath:"#/properties/apn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.buildable !== undefined){
let data2 = data.buildable;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.largest_rectangle_ft === undefined){
const err14 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/required",keyword:"required",params:{missingProperty: "largest_rectangle_ft"},message:"must have required property '"+"largest_rectangle_ft"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.notes === undefined){
const err15 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.separation_ft === undefined){
const err16 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/required",keyword:"required",params:{missingProperty: "separation_ft"},message:"must have required property '"+"separation_ft"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.side_rear_setback_ft === undefined){
const err17 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/required",keyword:"required",params:{missingProperty: "side_rear_setback_ft"},message:"must have required property '"+"side_rear_setback_ft"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.street_setbacks_ft === undefined){
const err18 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/required",keyword:"required",params:{missingProperty: "street_setbacks_ft"},message:"must have required property '"+"street_setbacks_ft"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data2){
if(!(((((key1 === "largest_rectangle_ft") || (key1 === "notes")) || (key1 === "separation_ft")) || (key1 === "side_rear_setback_ft")) || (key1 === "street_setbacks_ft"))){
const err19 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.largest_rectangle_ft !== undefined){
let data3 = data2.largest_rectangle_ft;
const _errs10 = errors;
let valid2 = false;
let passing0 = null;
const _errs11 = errors;
if(data3 !== null){
const err20 = {instancePath:instancePath+"/buildable/largest_rectangle_ft",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs13 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.depth === undefined){
const err21 = {instancePath:instancePath+"/buildable/largest_rectangle_ft",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.width === undefined){
const err22 = {instancePath:instancePath+"/buildable/largest_rectangle_ft",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data3){
if(!((key2 === "depth") || (key2 === "width"))){
const err23 = {instancePath:instancePath+"/buildable/largest_rectangle_ft",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.depth !== undefined){
let data4 = data3.depth;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/buildable/largest_rectangle_ft/depth",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err25 = {instancePath:instancePath+"/buildable/largest_rectangle_ft/depth",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/properties/depth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.width !== undefined){
let data5 = data3.width;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/buildable/largest_rectangle_ft/width",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err27 = {instancePath:instancePath+"/buildable/largest_rectangle_ft/width",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/properties/width/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err28 = {instancePath:instancePath+"/buildable/largest_rectangle_ft",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err29 = {instancePath:instancePath+"/buildable/largest_rectangle_ft",schemaPath:"#/properties/buildable/properties/largest_rectangle_ft/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
}
if(data2.notes !== undefined){
if(!(validate93(data2.notes, {instancePath:instancePath+"/buildable/notes",parentData:data2,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data2.separation_ft !== undefined){
let data7 = data2.separation_ft;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/buildable/separation_ft",schemaPath:"#/properties/buildable/properties/separation_ft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/buildable/separation_ft",schemaPath:"#/properties/buildable/properties/separation_ft/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.side_rear_setback_ft !== undefined){
let data8 = data2.side_rear_setback_ft;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/buildable/side_rear_setback_ft",schemaPath:"#/properties/buildable/properties/side_rear_setback_ft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err33 = {instancePath:instancePath+"/buildable/side_rear_setback_ft",schemaPath:"#/properties/buildable/properties/side_rear_setback_ft/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.street_setbacks_ft !== undefined){
let data9 = data2.street_setbacks_ft;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err34 = {instancePath:instancePath+"/buildable/street_setbacks_ft/" + i0,schemaPath:"#/properties/buildable/properties/street_setbacks_ft/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err35 = {instancePath:instancePath+"/buildable/street_setbacks_ft/" + i0,schemaPath:"#/properties/buildable/properties/street_setbacks_ft/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err36 = {instancePath:instancePath+"/buildable/street_setbacks_ft",schemaPath:"#/properties/buildable/properties/street_setbacks_ft/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath:instancePath+"/buildable",schemaPath:"#/properties/buildable/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.buildable_area_sqft !== undefined){
let data11 = data.buildable_area_sqft;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
const err38 = {instancePath:instancePath+"/buildable_area_sqft",schemaPath:"#/properties/buildable_area_sqft/type",keyword:"type",params:{type: schema64.properties.buildable_area_sqft.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/buildable_area_sqft",schemaPath:"#/properties/buildable_area_sqft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.city !== undefined){
if(typeof data.city !== "string"){
const err40 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.county !== undefined){
let data13 = data.county;
if(typeof data13 !== "string"){
const err41 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data13 === "la") || (data13 === "sd"))){
const err42 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/enum",keyword:"enum",params:{allowedValues: schema64.properties.county.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.hillside !== undefined){
if(typeof data.hillside !== "boolean"){
const err43 = {instancePath:instancePath+"/hillside",schemaPath:"#/properties/hillside/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.lot_area_sqft !== undefined){
let data15 = data.lot_area_sqft;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/lot_area_sqft",schemaPath:"#/properties/lot_area_sqft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/lot_area_sqft",schemaPath:"#/properties/lot_area_sqft/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.permit_agency !== undefined){
if(typeof data.permit_agency !== "string"){
const err46 = {instancePath:instancePath+"/permit_agency",schemaPath:"#/properties/permit_agency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.structures !== undefined){
let data17 = data.structures;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.description === undefined){
const err47 = {instancePath:instancePath+"/structures/" + i1,schemaPath:"#/properties/structures/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data18.footprint_sqft === undefined){
const err48 = {instancePath:instancePath+"/structures/" + i1,schemaPath:"#/properties/structures/items/required",keyword:"required",params:{missingProperty: "footprint_sqft"},message:"must have required property '"+"footprint_sqft"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key3 in data18){
if(!((key3 === "description") || (key3 === "footprint_sqft"))){
const err49 = {instancePath:instancePath+"/structures/" + i1,schemaPath:"#/properties/structures/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data18.description !== undefined){
if(typeof data18.description !== "string"){
const err50 = {instancePath:instancePath+"/structures/" + i1+"/description",schemaPath:"#/properties/structures/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data18.footprint_sqft !== undefined){
let data20 = data18.footprint_sqft;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err51 = {instancePath:instancePath+"/structures/" + i1+"/footprint_sqft",schemaPath:"#/properties/structures/items/properties/footprint_sqft/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err52 = {instancePath:instancePath+"/structures/" + i1+"/footprint_sqft",schemaPath:"#/properties/structures/items/properties/footprint_sqft/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err53 = {instancePath:instancePath+"/structures/" + i1,schemaPath:"#/properties/structures/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err54 = {instancePath:instancePath+"/structures",schemaPath:"#/properties/structures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.zoning !== undefined){
if(typeof data.zoning !== "string"){
const err55 = {instancePath:instancePath+"/zoning",schemaPath:"#/properties/zoning/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alternates === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alternates"},message:"must have required property '"+"alternates"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.best_match === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "best_match"},message:"must have required property '"+"best_match"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.considered === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "considered"},message:"must have required property '"+"considered"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fit_checked === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fit_checked"},message:"must have required property '"+"fit_checked"+"'"};
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
if(data.parcel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parcel"},message:"must have required property '"+"parcel"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sample === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "alternates") || (key0 === "best_match")) || (key0 === "considered")) || (key0 === "fit_checked")) || (key0 === "notes")) || (key0 === "parcel")) || (key0 === "sample"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.alternates !== undefined){
let data0 = data.alternates;
if(Array.isArray(data0)){
if(data0.length > 3){
const err8 = {instancePath:instancePath+"/alternates",schemaPath:"#/properties/alternates/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate126(data0[i0], {instancePath:instancePath+"/alternates/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/alternates",schemaPath:"#/properties/alternates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.best_match !== undefined){
let data2 = data.best_match;
const _errs6 = errors;
let valid3 = false;
let passing0 = null;
const _errs7 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/best_match",schemaPath:"#/properties/best_match/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs9 = errors;
if(!(validate126(data2, {instancePath:instancePath+"/best_match",parentData:data,parentDataProperty:"best_match",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err11 = {instancePath:instancePath+"/best_match",schemaPath:"#/properties/best_match/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.considered !== undefined){
let data3 = data.considered;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.fits === undefined){
const err12 = {instancePath:instancePath+"/considered/" + i1,schemaPath:"#/properties/considered/items/required",keyword:"required",params:{missingProperty: "fits"},message:"must have required property '"+"fits"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.plan_id === undefined){
const err13 = {instancePath:instancePath+"/considered/" + i1,schemaPath:"#/properties/considered/items/required",keyword:"required",params:{missingProperty: "plan_id"},message:"must have required property '"+"plan_id"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.reason === undefined){
const err14 = {instancePath:instancePath+"/considered/" + i1,schemaPath:"#/properties/considered/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.title === undefined){
const err15 = {instancePath:instancePath+"/considered/" + i1,schemaPath:"#/properties/considered/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "fits") || (key1 === "plan_id")) || (key1 === "reason")) || (key1 === "title"))){
const err16 = {instancePath:instancePath+"/considered/" + i1,schemaPath:"#/properties/considered/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.fits !== undefined){
if(typeof data4.fits !== "boolean"){
const err17 = {instancePath:instancePath+"/considered/" + i1+"/fits",schemaPath:"#/properties/considered/items/properties/fits/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.plan_id !== undefined){
if(!(validate96(data4.plan_id, {instancePath:instancePath+"/considered/" + i1+"/plan_id",parentData:data4,parentDataProperty:"plan_id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data4.reason !== undefined){
if(typeof data4.reason !== "string"){
const err18 = {instancePath:instancePath+"/considered/" + i1+"/reason",schemaPath:"#/properties/considered/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.title !== undefined){
if(typeof data4.title !== "string"){
const err19 = {instancePath:instancePath+"/considered/" + i1+"/title",schemaPath:"#/properties/considered/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/considered/" + i1,schemaPath:"#/properties/considered/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/considered",schemaPath:"#/properties/considered/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.fit_checked !== undefined){
if(typeof data.fit_checked !== "boolean"){
const err22 = {instancePath:instancePath+"/fit_checked",schemaPath:"#/properties/fit_checked/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.notes !== undefined){
if(!(validate93(data.notes, {instancePath:instancePath+"/notes",parentData:data,parentDataProperty:"notes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.parcel !== undefined){
if(!(validate133(data.parcel, {instancePath:instancePath+"/parcel",parentData:data,parentDataProperty:"parcel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err23 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const reply_to_thread_output = validate136;
const schema65 = {"$id":"urn:mcpforge:output:c5e38c87a3a3fb4e","additionalProperties":false,"properties":{"links_removed":{"type":"boolean"},"message":{"$ref":"urn:mcpforge:output:606c87fab3bbb17b"},"sample_notice":{"type":["string","null"]},"thread_id":{"type":"string"}},"required":["links_removed","message","sample_notice","thread_id"],"type":"object"};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:c5e38c87a3a3fb4e" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate136.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.links_removed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links_removed"},message:"must have required property '"+"links_removed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample_notice === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_notice"},message:"must have required property '"+"sample_notice"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.thread_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thread_id"},message:"must have required property '"+"thread_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "links_removed") || (key0 === "message")) || (key0 === "sample_notice")) || (key0 === "thread_id"))){
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
if(data.links_removed !== undefined){
if(typeof data.links_removed !== "boolean"){
const err5 = {instancePath:instancePath+"/links_removed",schemaPath:"#/properties/links_removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.message !== undefined){
if(!(validate122(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.sample_notice !== undefined){
let data2 = data.sample_notice;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/sample_notice",schemaPath:"#/properties/sample_notice/type",keyword:"type",params:{type: schema65.properties.sample_notice.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.thread_id !== undefined){
if(typeof data.thread_id !== "string"){
const err7 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate136.errors = vErrors;
return errors === 0;
}
validate136.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const request_tour_output = validate138;
const schema66 = {"additionalProperties":false,"properties":{"message":{"$ref":"urn:mcpforge:output:606c87fab3bbb17b"},"sample_notice":{"type":["string","null"]},"status":{"type":"string"},"thread_id":{"type":"string"},"tour_request_id":{"type":"string"}},"required":["message","sample_notice","status","thread_id","tour_request_id"],"type":"object"};

function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate138.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sample_notice === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_notice"},message:"must have required property '"+"sample_notice"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.thread_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thread_id"},message:"must have required property '"+"thread_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.tour_request_id === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tour_request_id"},message:"must have required property '"+"tour_request_id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "message") || (key0 === "sample_notice")) || (key0 === "status")) || (key0 === "thread_id")) || (key0 === "tour_request_id"))){
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
if(data.message !== undefined){
if(!(validate122(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.sample_notice !== undefined){
let data1 = data.sample_notice;
if((typeof data1 !== "string") && (data1 !== null)){
const err6 = {instancePath:instancePath+"/sample_notice",schemaPath:"#/properties/sample_notice/type",keyword:"type",params:{type: schema66.properties.sample_notice.type},message:"must be string,null"};
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
if(typeof data.status !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.thread_id !== undefined){
if(typeof data.thread_id !== "string"){
const err8 = {instancePath:instancePath+"/thread_id",schemaPath:"#/properties/thread_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.tour_request_id !== undefined){
if(typeof data.tour_request_id !== "string"){
const err9 = {instancePath:instancePath+"/tour_request_id",schemaPath:"#/properties/tour_request_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const resolve_parcel_output = validate140;
const schema67 = {"additionalProperties":false,"properties":{"parcel":{"$ref":"urn:mcpforge:output:0ad370d7fb8db5ef"},"sample":{"type":"boolean"}},"required":["parcel","sample"],"type":"object"};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate140.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.parcel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parcel"},message:"must have required property '"+"parcel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sample === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "parcel") || (key0 === "sample"))){
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
if(data.parcel !== undefined){
if(!(validate133(data.parcel, {instancePath:instancePath+"/parcel",parentData:data,parentDataProperty:"parcel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err3 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate140.errors = vErrors;
return errors === 0;
}
validate140.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_output = validate142;
const schema68 = {"additionalProperties":false,"properties":{"hint":{"type":"string"},"match":{"enum":["strong","partial","none"],"type":"string"},"results":{"items":{"additionalProperties":false,"properties":{"id":{"$ref":"urn:mcpforge:output:940ad913a5045dd8"},"sample":{"type":"boolean"},"title":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["id","title","url","sample"],"type":"object"},"maxItems":10,"type":"array"},"sample":{"type":"boolean"}},"required":["match","results","sample"],"type":"object"};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.match === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.results === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "hint") || (key0 === "match")) || (key0 === "results")) || (key0 === "sample"))){
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
if(data.hint !== undefined){
if(typeof data.hint !== "string"){
const err4 = {instancePath:instancePath+"/hint",schemaPath:"#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.match !== undefined){
let data1 = data.match;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "strong") || (data1 === "partial")) || (data1 === "none"))){
const err6 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/enum",keyword:"enum",params:{allowedValues: schema68.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.results !== undefined){
let data2 = data.results;
if(Array.isArray(data2)){
if(data2.length > 10){
const err7 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err8 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.title === undefined){
const err9 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.url === undefined){
const err10 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.sample === undefined){
const err11 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "id") || (key1 === "sample")) || (key1 === "title")) || (key1 === "url"))){
const err12 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.id !== undefined){
if(!(validate101(data3.id, {instancePath:instancePath+"/results/" + i0+"/id",parentData:data3,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
}
if(data3.sample !== undefined){
if(typeof data3.sample !== "boolean"){
const err13 = {instancePath:instancePath+"/results/" + i0+"/sample",schemaPath:"#/properties/results/items/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.title !== undefined){
if(typeof data3.title !== "string"){
const err14 = {instancePath:instancePath+"/results/" + i0+"/title",schemaPath:"#/properties/results/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.url !== undefined){
let data7 = data3.url;
if(typeof data7 === "string"){
if(!(formats4(data7))){
const err15 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err16 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err18 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err19 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_managers_output = validate144;
const schema69 = {"additionalProperties":false,"properties":{"managers":{"items":{"additionalProperties":false,"properties":{"city":{"type":"string"},"id":{"type":"string"},"license_number":{"type":["string","null"]},"license_status":{"type":["string","null"]},"license_warning":{"type":["string","null"]},"name":{"type":"string"},"url":{"format":"uri","type":"string"},"website":{"format":"uri","type":["string","null"]}},"required":["city","id","license_number","license_status","license_warning","name","url","website"],"type":"object"},"type":"array"},"next_cursor":{"type":["string","null"]},"sample":{"type":"boolean"}},"required":["managers","next_cursor","sample"],"type":"object"};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate144.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.managers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "managers"},message:"must have required property '"+"managers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.next_cursor === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_cursor"},message:"must have required property '"+"next_cursor"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "managers") || (key0 === "next_cursor")) || (key0 === "sample"))){
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
if(data.managers !== undefined){
let data0 = data.managers;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.city === undefined){
const err4 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.id === undefined){
const err5 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.license_number === undefined){
const err6 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "license_number"},message:"must have required property '"+"license_number"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.license_status === undefined){
const err7 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "license_status"},message:"must have required property '"+"license_status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.license_warning === undefined){
const err8 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "license_warning"},message:"must have required property '"+"license_warning"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.name === undefined){
const err9 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.url === undefined){
const err10 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.website === undefined){
const err11 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/required",keyword:"required",params:{missingProperty: "website"},message:"must have required property '"+"website"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data1){
if(!((((((((key1 === "city") || (key1 === "id")) || (key1 === "license_number")) || (key1 === "license_status")) || (key1 === "license_warning")) || (key1 === "name")) || (key1 === "url")) || (key1 === "website"))){
const err12 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.city !== undefined){
if(typeof data1.city !== "string"){
const err13 = {instancePath:instancePath+"/managers/" + i0+"/city",schemaPath:"#/properties/managers/items/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err14 = {instancePath:instancePath+"/managers/" + i0+"/id",schemaPath:"#/properties/managers/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.license_number !== undefined){
let data4 = data1.license_number;
if((typeof data4 !== "string") && (data4 !== null)){
const err15 = {instancePath:instancePath+"/managers/" + i0+"/license_number",schemaPath:"#/properties/managers/items/properties/license_number/type",keyword:"type",params:{type: schema69.properties.managers.items.properties.license_number.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.license_status !== undefined){
let data5 = data1.license_status;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/managers/" + i0+"/license_status",schemaPath:"#/properties/managers/items/properties/license_status/type",keyword:"type",params:{type: schema69.properties.managers.items.properties.license_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.license_warning !== undefined){
let data6 = data1.license_warning;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/managers/" + i0+"/license_warning",schemaPath:"#/properties/managers/items/properties/license_warning/type",keyword:"type",params:{type: schema69.properties.managers.items.properties.license_warning.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err18 = {instancePath:instancePath+"/managers/" + i0+"/name",schemaPath:"#/properties/managers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.url !== undefined){
let data8 = data1.url;
if(typeof data8 === "string"){
if(!(formats4(data8))){
const err19 = {instancePath:instancePath+"/managers/" + i0+"/url",schemaPath:"#/properties/managers/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err20 = {instancePath:instancePath+"/managers/" + i0+"/url",schemaPath:"#/properties/managers/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.website !== undefined){
let data9 = data1.website;
if((typeof data9 !== "string") && (data9 !== null)){
const err21 = {instancePath:instancePath+"/managers/" + i0+"/website",schemaPath:"#/properties/managers/items/properties/website/type",keyword:"type",params:{type: schema69.properties.managers.items.properties.website.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats4(data9))){
const err22 = {instancePath:instancePath+"/managers/" + i0+"/website",schemaPath:"#/properties/managers/items/properties/website/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err23 = {instancePath:instancePath+"/managers/" + i0,schemaPath:"#/properties/managers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/managers",schemaPath:"#/properties/managers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.next_cursor !== undefined){
let data10 = data.next_cursor;
if((typeof data10 !== "string") && (data10 !== null)){
const err25 = {instancePath:instancePath+"/next_cursor",schemaPath:"#/properties/next_cursor/type",keyword:"type",params:{type: schema69.properties.next_cursor.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err26 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate144.errors = vErrors;
return errors === 0;
}
validate144.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_plans_output = validate145;
const schema70 = {"additionalProperties":false,"properties":{"next_cursor":{"type":["string","null"]},"plans":{"items":{"$ref":"urn:mcpforge:output:fb16e53ef66c6c09"},"type":"array"},"sample":{"type":"boolean"}},"required":["next_cursor","plans","sample"],"type":"object"};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate145.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.next_cursor === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_cursor"},message:"must have required property '"+"next_cursor"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.plans === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plans"},message:"must have required property '"+"plans"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "next_cursor") || (key0 === "plans")) || (key0 === "sample"))){
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
if(data.next_cursor !== undefined){
let data0 = data.next_cursor;
if((typeof data0 !== "string") && (data0 !== null)){
const err4 = {instancePath:instancePath+"/next_cursor",schemaPath:"#/properties/next_cursor/type",keyword:"type",params:{type: schema70.properties.next_cursor.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.plans !== undefined){
let data1 = data.plans;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate126(data1[i0], {instancePath:instancePath+"/plans/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err6 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate145.errors = vErrors;
return errors === 0;
}
validate145.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_rentals_output = validate147;
const schema71 = {"additionalProperties":false,"properties":{"hint":{"type":["string","null"]},"listings":{"items":{"additionalProperties":false,"properties":{"address":{"type":"string"},"available_from":{"$ref":"urn:mcpforge:output:e9de3e06505eda14"},"bathrooms":{"minimum":0,"type":"number"},"bedrooms":{"minimum":0,"type":"integer"},"city":{"type":"string"},"furnished":{"type":["boolean","null"]},"id":{"$ref":"urn:mcpforge:output:ab400783c9153a53"},"monthly_rent_usd":{"minimum":0,"type":"number"},"permit_note":{"type":"string"},"permit_verified":{"type":"boolean"},"pets_allowed":{"type":["boolean","null"]},"property_type":{"type":"string"},"published_at":{"format":"date-time","type":"string"},"sample":{"type":"boolean"},"square_feet":{"minimum":1,"type":["integer","null"]},"status":{"enum":["available","leased"],"type":"string"},"tenant_pays_service_fee":{"type":"boolean"},"title":{"type":"string"},"url":{"format":"uri","type":"string"},"zip":{"type":["string","null"]}},"required":["address","available_from","bathrooms","bedrooms","city","furnished","id","monthly_rent_usd","permit_note","permit_verified","pets_allowed","property_type","published_at","sample","square_feet","status","tenant_pays_service_fee","title","url","zip"],"type":"object"},"type":"array"},"next_cursor":{"type":["string","null"]}},"required":["hint","listings","next_cursor"],"type":"object"};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate147.evaluated;
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
if(data.listings === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "listings"},message:"must have required property '"+"listings"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.next_cursor === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_cursor"},message:"must have required property '"+"next_cursor"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "hint") || (key0 === "listings")) || (key0 === "next_cursor"))){
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
if(data.hint !== undefined){
let data0 = data.hint;
if((typeof data0 !== "string") && (data0 !== null)){
const err4 = {instancePath:instancePath+"/hint",schemaPath:"#/properties/hint/type",keyword:"type",params:{type: schema71.properties.hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.listings !== undefined){
let data1 = data.listings;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.address === undefined){
const err5 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.available_from === undefined){
const err6 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "available_from"},message:"must have required property '"+"available_from"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.bathrooms === undefined){
const err7 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "bathrooms"},message:"must have required property '"+"bathrooms"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.bedrooms === undefined){
const err8 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "bedrooms"},message:"must have required property '"+"bedrooms"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.city === undefined){
const err9 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.furnished === undefined){
const err10 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "furnished"},message:"must have required property '"+"furnished"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.id === undefined){
const err11 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.monthly_rent_usd === undefined){
const err12 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "monthly_rent_usd"},message:"must have required property '"+"monthly_rent_usd"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.permit_note === undefined){
const err13 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "permit_note"},message:"must have required property '"+"permit_note"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.permit_verified === undefined){
const err14 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "permit_verified"},message:"must have required property '"+"permit_verified"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.pets_allowed === undefined){
const err15 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "pets_allowed"},message:"must have required property '"+"pets_allowed"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.property_type === undefined){
const err16 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "property_type"},message:"must have required property '"+"property_type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.published_at === undefined){
const err17 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "published_at"},message:"must have required property '"+"published_at"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.sample === undefined){
const err18 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.square_feet === undefined){
const err19 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "square_feet"},message:"must have required property '"+"square_feet"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.status === undefined){
const err20 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data2.tenant_pays_service_fee === undefined){
const err21 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "tenant_pays_service_fee"},message:"must have required property '"+"tenant_pays_service_fee"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data2.title === undefined){
const err22 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data2.url === undefined){
const err23 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data2.zip === undefined){
const err24 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/required",keyword:"required",params:{missingProperty: "zip"},message:"must have required property '"+"zip"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key1 in data2){
if(!(func4.call(schema71.properties.listings.items.properties, key1))){
const err25 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.address !== undefined){
if(typeof data2.address !== "string"){
const err26 = {instancePath:instancePath+"/listings/" + i0+"/address",schemaPath:"#/properties/listings/items/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.available_from !== undefined){
if(!(validate115(data2.available_from, {instancePath:instancePath+"/listings/" + i0+"/available_from",parentData:data2,parentDataProperty:"available_from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
if(data2.bathrooms !== undefined){
let data5 = data2.bathrooms;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/listings/" + i0+"/bathrooms",schemaPath:"#/properties/listings/items/properties/bathrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err28 = {instancePath:instancePath+"/listings/" + i0+"/bathrooms",schemaPath:"#/properties/listings/items/properties/bathrooms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.bedrooms !== undefined){
let data6 = data2.bedrooms;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err29 = {instancePath:instancePath+"/listings/" + i0+"/bedrooms",schemaPath:"#/properties/listings/items/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/listings/" + i0+"/bedrooms",schemaPath:"#/properties/listings/items/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.city !== undefined){
if(typeof data2.city !== "string"){
const err31 = {instancePath:instancePath+"/listings/" + i0+"/city",schemaPath:"#/properties/listings/items/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.furnished !== undefined){
let data8 = data2.furnished;
if((typeof data8 !== "boolean") && (data8 !== null)){
const err32 = {instancePath:instancePath+"/listings/" + i0+"/furnished",schemaPath:"#/properties/listings/items/properties/furnished/type",keyword:"type",params:{type: schema71.properties.listings.items.properties.furnished.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.id !== undefined){
if(!(validate96(data2.id, {instancePath:instancePath+"/listings/" + i0+"/id",parentData:data2,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data2.monthly_rent_usd !== undefined){
let data10 = data2.monthly_rent_usd;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/listings/" + i0+"/monthly_rent_usd",schemaPath:"#/properties/listings/items/properties/monthly_rent_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err34 = {instancePath:instancePath+"/listings/" + i0+"/monthly_rent_usd",schemaPath:"#/properties/listings/items/properties/monthly_rent_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data2.permit_note !== undefined){
if(typeof data2.permit_note !== "string"){
const err35 = {instancePath:instancePath+"/listings/" + i0+"/permit_note",schemaPath:"#/properties/listings/items/properties/permit_note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data2.permit_verified !== undefined){
if(typeof data2.permit_verified !== "boolean"){
const err36 = {instancePath:instancePath+"/listings/" + i0+"/permit_verified",schemaPath:"#/properties/listings/items/properties/permit_verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data2.pets_allowed !== undefined){
let data13 = data2.pets_allowed;
if((typeof data13 !== "boolean") && (data13 !== null)){
const err37 = {instancePath:instancePath+"/listings/" + i0+"/pets_allowed",schemaPath:"#/properties/listings/items/properties/pets_allowed/type",keyword:"type",params:{type: schema71.properties.listings.items.properties.pets_allowed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data2.property_type !== undefined){
if(typeof data2.property_type !== "string"){
const err38 = {instancePath:instancePath+"/listings/" + i0+"/property_type",schemaPath:"#/properties/listings/items/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data2.published_at !== undefined){
let data15 = data2.published_at;
if(typeof data15 === "string"){
if(!(formats16.validate(data15))){
const err39 = {instancePath:instancePath+"/listings/" + i0+"/published_at",schemaPath:"#/properties/listings/items/properties/published_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err40 = {instancePath:instancePath+"/listings/" + i0+"/published_at",schemaPath:"#/properties/listings/items/properties/published_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data2.sample !== undefined){
if(typeof data2.sample !== "boolean"){
const err41 = {instancePath:instancePath+"/listings/" + i0+"/sample",schemaPath:"#/properties/listings/items/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data2.square_feet !== undefined){
let data17 = data2.square_feet;
if((!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) && (data17 !== null)){
const err42 = {instancePath:instancePath+"/listings/" + i0+"/square_feet",schemaPath:"#/properties/listings/items/properties/square_feet/type",keyword:"type",params:{type: schema71.properties.listings.items.properties.square_feet.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err43 = {instancePath:instancePath+"/listings/" + i0+"/square_feet",schemaPath:"#/properties/listings/items/properties/square_feet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.status !== undefined){
let data18 = data2.status;
if(typeof data18 !== "string"){
const err44 = {instancePath:instancePath+"/listings/" + i0+"/status",schemaPath:"#/properties/listings/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((data18 === "available") || (data18 === "leased"))){
const err45 = {instancePath:instancePath+"/listings/" + i0+"/status",schemaPath:"#/properties/listings/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema71.properties.listings.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data2.tenant_pays_service_fee !== undefined){
if(typeof data2.tenant_pays_service_fee !== "boolean"){
const err46 = {instancePath:instancePath+"/listings/" + i0+"/tenant_pays_service_fee",schemaPath:"#/properties/listings/items/properties/tenant_pays_service_fee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data2.title !== undefined){
if(typeof data2.title !== "string"){
const err47 = {instancePath:instancePath+"/listings/" + i0+"/title",schemaPath:"#/properties/listings/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data2.url !== undefined){
let data21 = data2.url;
if(typeof data21 === "string"){
if(!(formats4(data21))){
const err48 = {instancePath:instancePath+"/listings/" + i0+"/url",schemaPath:"#/properties/listings/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err49 = {instancePath:instancePath+"/listings/" + i0+"/url",schemaPath:"#/properties/listings/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data2.zip !== undefined){
let data22 = data2.zip;
if((typeof data22 !== "string") && (data22 !== null)){
const err50 = {instancePath:instancePath+"/listings/" + i0+"/zip",schemaPath:"#/properties/listings/items/properties/zip/type",keyword:"type",params:{type: schema71.properties.listings.items.properties.zip.type},message:"must be string,null"};
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
const err51 = {instancePath:instancePath+"/listings/" + i0,schemaPath:"#/properties/listings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err52 = {instancePath:instancePath+"/listings",schemaPath:"#/properties/listings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.next_cursor !== undefined){
let data23 = data.next_cursor;
if((typeof data23 !== "string") && (data23 !== null)){
const err53 = {instancePath:instancePath+"/next_cursor",schemaPath:"#/properties/next_cursor/type",keyword:"type",params:{type: schema71.properties.next_cursor.type},message:"must be string,null"};
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
validate147.errors = vErrors;
return errors === 0;
}
validate147.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_services_output = validate150;
const schema72 = {"additionalProperties":false,"properties":{"next_cursor":{"type":["string","null"]},"providers":{"items":{"additionalProperties":false,"properties":{"booking_url":{"format":"uri","type":["string","null"]},"category":{"type":"string"},"city":{"type":["string","null"]},"claimed_by_owner":{"type":"boolean"},"id":{"type":"string"},"license_number":{"type":["string","null"]},"license_status":{"type":["string","null"]},"license_warning":{"type":["string","null"]},"name":{"type":"string"},"price_ranges":{"items":{"additionalProperties":false,"properties":{"high_usd":{"minimum":0,"type":["number","null"]},"low_usd":{"minimum":0,"type":["number","null"]},"service":{"type":"string"}},"required":["high_usd","low_usd","service"],"type":"object"},"type":"array"},"service_radius_miles":{"minimum":0,"type":["number","null"]},"url":{"format":"uri","type":"string"}},"required":["booking_url","category","city","claimed_by_owner","id","license_number","license_status","license_warning","name","price_ranges","service_radius_miles","url"],"type":"object"},"type":"array"},"sample":{"type":"boolean"}},"required":["next_cursor","providers","sample"],"type":"object"};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.next_cursor === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_cursor"},message:"must have required property '"+"next_cursor"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.providers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providers"},message:"must have required property '"+"providers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "next_cursor") || (key0 === "providers")) || (key0 === "sample"))){
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
if(data.next_cursor !== undefined){
let data0 = data.next_cursor;
if((typeof data0 !== "string") && (data0 !== null)){
const err4 = {instancePath:instancePath+"/next_cursor",schemaPath:"#/properties/next_cursor/type",keyword:"type",params:{type: schema72.properties.next_cursor.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.providers !== undefined){
let data1 = data.providers;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.booking_url === undefined){
const err5 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "booking_url"},message:"must have required property '"+"booking_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.category === undefined){
const err6 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.city === undefined){
const err7 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.claimed_by_owner === undefined){
const err8 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "claimed_by_owner"},message:"must have required property '"+"claimed_by_owner"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.id === undefined){
const err9 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.license_number === undefined){
const err10 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "license_number"},message:"must have required property '"+"license_number"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.license_status === undefined){
const err11 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "license_status"},message:"must have required property '"+"license_status"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.license_warning === undefined){
const err12 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "license_warning"},message:"must have required property '"+"license_warning"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.name === undefined){
const err13 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.price_ranges === undefined){
const err14 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "price_ranges"},message:"must have required property '"+"price_ranges"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.service_radius_miles === undefined){
const err15 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "service_radius_miles"},message:"must have required property '"+"service_radius_miles"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.url === undefined){
const err16 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data2){
if(!(func4.call(schema72.properties.providers.items.properties, key1))){
const err17 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.booking_url !== undefined){
let data3 = data2.booking_url;
if((typeof data3 !== "string") && (data3 !== null)){
const err18 = {instancePath:instancePath+"/providers/" + i0+"/booking_url",schemaPath:"#/properties/providers/items/properties/booking_url/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.booking_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats4(data3))){
const err19 = {instancePath:instancePath+"/providers/" + i0+"/booking_url",schemaPath:"#/properties/providers/items/properties/booking_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.category !== undefined){
if(typeof data2.category !== "string"){
const err20 = {instancePath:instancePath+"/providers/" + i0+"/category",schemaPath:"#/properties/providers/items/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.city !== undefined){
let data5 = data2.city;
if((typeof data5 !== "string") && (data5 !== null)){
const err21 = {instancePath:instancePath+"/providers/" + i0+"/city",schemaPath:"#/properties/providers/items/properties/city/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.city.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.claimed_by_owner !== undefined){
if(typeof data2.claimed_by_owner !== "boolean"){
const err22 = {instancePath:instancePath+"/providers/" + i0+"/claimed_by_owner",schemaPath:"#/properties/providers/items/properties/claimed_by_owner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err23 = {instancePath:instancePath+"/providers/" + i0+"/id",schemaPath:"#/properties/providers/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.license_number !== undefined){
let data8 = data2.license_number;
if((typeof data8 !== "string") && (data8 !== null)){
const err24 = {instancePath:instancePath+"/providers/" + i0+"/license_number",schemaPath:"#/properties/providers/items/properties/license_number/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.license_number.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.license_status !== undefined){
let data9 = data2.license_status;
if((typeof data9 !== "string") && (data9 !== null)){
const err25 = {instancePath:instancePath+"/providers/" + i0+"/license_status",schemaPath:"#/properties/providers/items/properties/license_status/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.license_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.license_warning !== undefined){
let data10 = data2.license_warning;
if((typeof data10 !== "string") && (data10 !== null)){
const err26 = {instancePath:instancePath+"/providers/" + i0+"/license_warning",schemaPath:"#/properties/providers/items/properties/license_warning/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.license_warning.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err27 = {instancePath:instancePath+"/providers/" + i0+"/name",schemaPath:"#/properties/providers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.price_ranges !== undefined){
let data12 = data2.price_ranges;
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.high_usd === undefined){
const err28 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1,schemaPath:"#/properties/providers/items/properties/price_ranges/items/required",keyword:"required",params:{missingProperty: "high_usd"},message:"must have required property '"+"high_usd"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data13.low_usd === undefined){
const err29 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1,schemaPath:"#/properties/providers/items/properties/price_ranges/items/required",keyword:"required",params:{missingProperty: "low_usd"},message:"must have required property '"+"low_usd"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data13.service === undefined){
const err30 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1,schemaPath:"#/properties/providers/items/properties/price_ranges/items/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data13){
if(!(((key2 === "high_usd") || (key2 === "low_usd")) || (key2 === "service"))){
const err31 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1,schemaPath:"#/properties/providers/items/properties/price_ranges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.high_usd !== undefined){
let data14 = data13.high_usd;
if((!((typeof data14 == "number") && (isFinite(data14)))) && (data14 !== null)){
const err32 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1+"/high_usd",schemaPath:"#/properties/providers/items/properties/price_ranges/items/properties/high_usd/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.price_ranges.items.properties.high_usd.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1+"/high_usd",schemaPath:"#/properties/providers/items/properties/price_ranges/items/properties/high_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.low_usd !== undefined){
let data15 = data13.low_usd;
if((!((typeof data15 == "number") && (isFinite(data15)))) && (data15 !== null)){
const err34 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1+"/low_usd",schemaPath:"#/properties/providers/items/properties/price_ranges/items/properties/low_usd/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.price_ranges.items.properties.low_usd.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err35 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1+"/low_usd",schemaPath:"#/properties/providers/items/properties/price_ranges/items/properties/low_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.service !== undefined){
if(typeof data13.service !== "string"){
const err36 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1+"/service",schemaPath:"#/properties/providers/items/properties/price_ranges/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges/" + i1,schemaPath:"#/properties/providers/items/properties/price_ranges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err38 = {instancePath:instancePath+"/providers/" + i0+"/price_ranges",schemaPath:"#/properties/providers/items/properties/price_ranges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data2.service_radius_miles !== undefined){
let data17 = data2.service_radius_miles;
if((!((typeof data17 == "number") && (isFinite(data17)))) && (data17 !== null)){
const err39 = {instancePath:instancePath+"/providers/" + i0+"/service_radius_miles",schemaPath:"#/properties/providers/items/properties/service_radius_miles/type",keyword:"type",params:{type: schema72.properties.providers.items.properties.service_radius_miles.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err40 = {instancePath:instancePath+"/providers/" + i0+"/service_radius_miles",schemaPath:"#/properties/providers/items/properties/service_radius_miles/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.url !== undefined){
let data18 = data2.url;
if(typeof data18 === "string"){
if(!(formats4(data18))){
const err41 = {instancePath:instancePath+"/providers/" + i0+"/url",schemaPath:"#/properties/providers/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err42 = {instancePath:instancePath+"/providers/" + i0+"/url",schemaPath:"#/properties/providers/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err43 = {instancePath:instancePath+"/providers/" + i0,schemaPath:"#/properties/providers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err44 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err45 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const start_application_output = validate151;
const schema73 = {"additionalProperties":false,"properties":{"application_url":{"format":"uri","type":"string"},"sample_notice":{"type":["string","null"]},"verified":{"type":"boolean"}},"required":["application_url","sample_notice","verified"],"type":"object"};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate151.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.application_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "application_url"},message:"must have required property '"+"application_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sample_notice === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample_notice"},message:"must have required property '"+"sample_notice"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.verified === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verified"},message:"must have required property '"+"verified"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "application_url") || (key0 === "sample_notice")) || (key0 === "verified"))){
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
if(data.application_url !== undefined){
let data0 = data.application_url;
if(typeof data0 === "string"){
if(!(formats4(data0))){
const err4 = {instancePath:instancePath+"/application_url",schemaPath:"#/properties/application_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err5 = {instancePath:instancePath+"/application_url",schemaPath:"#/properties/application_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.sample_notice !== undefined){
let data1 = data.sample_notice;
if((typeof data1 !== "string") && (data1 !== null)){
const err6 = {instancePath:instancePath+"/sample_notice",schemaPath:"#/properties/sample_notice/type",keyword:"type",params:{type: schema73.properties.sample_notice.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.verified !== undefined){
if(typeof data.verified !== "boolean"){
const err7 = {instancePath:instancePath+"/verified",schemaPath:"#/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const start_listing_output = validate152;
const schema74 = {"additionalProperties":false,"properties":{"link_kind":{"enum":["claim_permit_record","prefilled_form"],"type":"string"},"permit_record_found":{"type":"boolean"},"sample":{"type":"boolean"},"url":{"format":"uri","type":"string"}},"required":["link_kind","permit_record_found","sample","url"],"type":"object"};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate152.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.link_kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "link_kind"},message:"must have required property '"+"link_kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.permit_record_found === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permit_record_found"},message:"must have required property '"+"permit_record_found"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sample === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "link_kind") || (key0 === "permit_record_found")) || (key0 === "sample")) || (key0 === "url"))){
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
if(data.link_kind !== undefined){
let data0 = data.link_kind;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/link_kind",schemaPath:"#/properties/link_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data0 === "claim_permit_record") || (data0 === "prefilled_form"))){
const err6 = {instancePath:instancePath+"/link_kind",schemaPath:"#/properties/link_kind/enum",keyword:"enum",params:{allowedValues: schema74.properties.link_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.permit_record_found !== undefined){
if(typeof data.permit_record_found !== "boolean"){
const err7 = {instancePath:instancePath+"/permit_record_found",schemaPath:"#/properties/permit_record_found/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err8 = {instancePath:instancePath+"/sample",schemaPath:"#/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.url !== undefined){
let data3 = data.url;
if(typeof data3 === "string"){
if(!(formats4(data3))){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate152.errors = vErrors;
return errors === 0;
}
validate152.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscribe_listing_alert_output = validate153;
const schema75 = {"additionalProperties":false,"properties":{"alert_email":{"enum":["on","not_configured"],"type":"string"},"replaced_previous":{"type":"boolean"},"saved_search":{"$ref":"urn:mcpforge:output:20764fb3b529052b"},"subscribed":{"type":"boolean"}},"required":["alert_email","replaced_previous","saved_search","subscribed"],"type":"object"};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate153.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alert_email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alert_email"},message:"must have required property '"+"alert_email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.replaced_previous === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "replaced_previous"},message:"must have required property '"+"replaced_previous"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.saved_search === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "saved_search"},message:"must have required property '"+"saved_search"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.subscribed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscribed"},message:"must have required property '"+"subscribed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "alert_email") || (key0 === "replaced_previous")) || (key0 === "saved_search")) || (key0 === "subscribed"))){
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
if(data.alert_email !== undefined){
let data0 = data.alert_email;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/alert_email",schemaPath:"#/properties/alert_email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data0 === "on") || (data0 === "not_configured"))){
const err6 = {instancePath:instancePath+"/alert_email",schemaPath:"#/properties/alert_email/enum",keyword:"enum",params:{allowedValues: schema75.properties.alert_email.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.replaced_previous !== undefined){
if(typeof data.replaced_previous !== "boolean"){
const err7 = {instancePath:instancePath+"/replaced_previous",schemaPath:"#/properties/replaced_previous/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.saved_search !== undefined){
if(!(validate110(data.saved_search, {instancePath:instancePath+"/saved_search",parentData:data,parentDataProperty:"saved_search",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.subscribed !== undefined){
if(typeof data.subscribed !== "boolean"){
const err8 = {instancePath:instancePath+"/subscribed",schemaPath:"#/properties/subscribed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate153.errors = vErrors;
return errors === 0;
}
validate153.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const resolve_parcel_input = match_plans_to_lot_input;
export const send_inquiry_output = reply_to_thread_output;
