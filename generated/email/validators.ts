// Generated from spec/email.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const add_domain_input = validate52;
const schema19 = {"$id":"urn:mcpforge:input:b9976dcc25deede6","properties":{"name":{"$ref":"urn:mcpforge:input:19d200afcc41f964"}},"required":["name"],"type":"object"};
const schema20 = {"$id":"urn:mcpforge:input:19d200afcc41f964","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"};
const func1 = __ajv_dep0.default;
const pattern3 = new RegExp("^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:19d200afcc41f964" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 253){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern3.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:b9976dcc25deede6" */;
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
if(!(validate53(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"name":true},"dynamicProps":false,"dynamicItems":false};

export const create_account_input = validate55;
const schema21 = {"properties":{"email":{"$ref":"urn:mcpforge:input:7d1675b4164bd106"},"name":{"maxLength":200,"minLength":1,"type":"string"},"password":{"minLength":12,"type":"string"}},"required":["email","password"],"type":"object"};
const schema22 = {"$id":"urn:mcpforge:input:7d1675b4164bd106","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"};
const pattern4 = new RegExp("^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$", "u");

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:7d1675b4164bd106" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 254){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern4.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email !== undefined){
if(!(validate56(data.email, {instancePath:instancePath+"/email",parentData:data,parentDataProperty:"email",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(func1(data2) < 12){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
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
const err6 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"email":true,"name":true,"password":true},"dynamicProps":false,"dynamicItems":false};

export const get_delivery_events_input = validate58;
const schema23 = {"properties":{"domain":{"$ref":"urn:mcpforge:input:19d200afcc41f964"},"event":{"enum":["accepted","delivered","deferred","failed","bounced","complained"],"type":"string"},"limit":{"maximum":100,"minimum":1,"type":"integer","default":25},"recipient":{"$ref":"urn:mcpforge:input:7d1675b4164bd106"}},"required":["domain"],"type":"object"};

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
if(data.limit === undefined){
data.limit = 25;
}
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.domain !== undefined){
if(!(validate53(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.event !== undefined){
let data1 = data.event;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((((data1 === "accepted") || (data1 === "delivered")) || (data1 === "deferred")) || (data1 === "failed")) || (data1 === "bounced")) || (data1 === "complained"))){
const err2 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/enum",keyword:"enum",params:{allowedValues: schema23.properties.event.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.recipient !== undefined){
if(!(validate56(data.recipient, {instancePath:instancePath+"/recipient",parentData:data,parentDataProperty:"recipient",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
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
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"domain":true,"event":true,"limit":true,"recipient":true},"dynamicProps":false,"dynamicItems":false};

export const get_sending_limits_input = validate61;
const schema24 = {"properties":{"domain":{"$ref":"urn:mcpforge:input:19d200afcc41f964"}},"required":[],"type":"object"};

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
if(data.domain !== undefined){
if(!(validate53(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"domain":true},"dynamicProps":false,"dynamicItems":false};

export const list_domains_input = validate63;
const schema25 = {"properties":{},"required":[],"type":"object"};

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
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const list_messages_input = validate64;
const schema26 = {"properties":{"direction":{"enum":["outbound","inbound"],"type":"string"},"domain":{"$ref":"urn:mcpforge:input:19d200afcc41f964"},"folder":{"enum":["inbox","spam"],"type":"string"},"limit":{"maximum":100,"minimum":1,"type":"integer","default":25}},"required":["domain"],"type":"object"};

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
if(data.limit === undefined){
data.limit = 25;
}
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.direction !== undefined){
let data0 = data.direction;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "outbound") || (data0 === "inbound"))){
const err2 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema26.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.domain !== undefined){
if(!(validate53(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.folder !== undefined){
let data2 = data.folder;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data2 === "inbox") || (data2 === "spam"))){
const err4 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/enum",keyword:"enum",params:{allowedValues: schema26.properties.folder.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"direction":true,"domain":true,"folder":true,"limit":true},"dynamicProps":false,"dynamicItems":false};

export const remove_domain_input = validate66;
const schema27 = {"additionalProperties":false,"properties":{"confirm":{"const":true,"type":"boolean"},"name":{"$ref":"urn:mcpforge:input:19d200afcc41f964"}},"required":["confirm","name"],"type":"object"};

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
if(data.confirm === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirm"},message:"must have required property '"+"confirm"+"'"};
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
if(!((key0 === "confirm") || (key0 === "name"))){
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
if(data.confirm !== undefined){
let data0 = data.confirm;
if(typeof data0 !== "boolean"){
const err3 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(true !== data0){
const err4 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(!(validate53(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
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

export const send_email_input = validate68;
const schema28 = {"properties":{"domain":{"$ref":"urn:mcpforge:input:19d200afcc41f964"},"from":{"maxLength":400,"minLength":3,"pattern":"^(?:[^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$","type":"string"},"html":{"type":"string"},"subject":{"maxLength":998,"pattern":"^[^\\r\\n]*$","type":"string"},"test_mode":{"type":"boolean","default":false},"text":{"type":"string"},"to":{"pattern":"^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$","type":"string"}},"required":["domain","from","to"],"type":"object"};
const pattern5 = new RegExp("^(?:[^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$", "u");
const pattern6 = new RegExp("^[^\\r\\n]*$", "u");
const pattern7 = new RegExp("^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$", "u");

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
if(data.test_mode === undefined){
data.test_mode = false;
}
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.from === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.to === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.domain !== undefined){
if(!(validate53(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.from !== undefined){
let data1 = data.from;
if(typeof data1 === "string"){
if(func1(data1) > 400){
const err3 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data1) < 3){
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data1)){
const err5 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/pattern",keyword:"pattern",params:{pattern: "^(?:[^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$"},message:"must match pattern \""+"^(?:[^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$"+"\""};
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
const err6 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.html !== undefined){
if(typeof data.html !== "string"){
const err7 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.subject !== undefined){
let data3 = data.subject;
if(typeof data3 === "string"){
if(func1(data3) > 998){
const err8 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 998},message:"must NOT have more than 998 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern6.test(data3)){
const err9 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(typeof data.test_mode !== "boolean"){
const err11 = {instancePath:instancePath+"/test_mode",schemaPath:"#/properties/test_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err12 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.to !== undefined){
let data6 = data.to;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err13 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/pattern",keyword:"pattern",params:{pattern: "^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$"},message:"must match pattern \""+"^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$"+"\""};
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
const err14 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"domain":true,"from":true,"html":true,"subject":true,"test_mode":true,"text":true,"to":true},"dynamicProps":false,"dynamicItems":false};

export const add_domain_output = validate70;
const schema29 = {"additionalProperties":false,"properties":{"created_at":{"format":"date-time","type":"string"},"daily_allowance":{"minimum":0,"type":"integer"},"dkim_selector":{"type":"string"},"name":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"records":{"items":{"additionalProperties":false,"properties":{"name":{"type":"string"},"note":{"type":["string","null"]},"priority":{"maximum":65535,"minimum":0,"type":["integer","null"]},"purpose":{"enum":["spf","dkim","dmarc","mx"],"type":"string"},"required":{"type":"boolean"},"ttl":{"minimum":60,"type":"integer"},"txt_strings":{"items":{"maxLength":255,"type":"string"},"type":["array","null"]},"type":{"enum":["TXT","MX"],"type":"string"},"value":{"type":"string"}},"required":["name","note","priority","purpose","required","ttl","txt_strings","type","value"],"type":"object"},"minItems":4,"type":"array"},"remaining_today":{"minimum":0,"type":"integer"},"resets_at":{"format":"date-time","type":"string"},"sending_paused":{"type":"boolean"},"sent_today":{"minimum":0,"type":"integer"},"status":{"enum":["pending_verification","active"],"type":"string"},"verified_at":{"$ref":"urn:mcpforge:output:f51742505d08f28e"}},"required":["created_at","daily_allowance","dkim_selector","name","records","remaining_today","resets_at","sending_paused","sent_today","status","verified_at"],"type":"object"};
const func9 = Object.prototype.hasOwnProperty;
const formats0 = __ajv_dep1.fullFormats["date-time"];
const schema30 = {"$id":"urn:mcpforge:output:19d200afcc41f964","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:19d200afcc41f964" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 253){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern3.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema31 = {"$id":"urn:mcpforge:output:f51742505d08f28e","anyOf":[{"format":"date-time","type":"string"},{"type":"null"}]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:f51742505d08f28e" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
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
if(!(formats0.validate(data))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.created_at === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.daily_allowance === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.dkim_selector === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dkim_selector"},message:"must have required property '"+"dkim_selector"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.records === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "records"},message:"must have required property '"+"records"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.remaining_today === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remaining_today"},message:"must have required property '"+"remaining_today"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.resets_at === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resets_at"},message:"must have required property '"+"resets_at"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.sending_paused === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sending_paused"},message:"must have required property '"+"sending_paused"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.sent_today === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sent_today"},message:"must have required property '"+"sent_today"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.status === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.verified_at === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verified_at"},message:"must have required property '"+"verified_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func9.call(schema29.properties, key0))){
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
if(data.created_at !== undefined){
let data0 = data.created_at;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err12 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.daily_allowance !== undefined){
let data1 = data.daily_allowance;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/daily_allowance",schemaPath:"#/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err15 = {instancePath:instancePath+"/daily_allowance",schemaPath:"#/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.dkim_selector !== undefined){
if(typeof data.dkim_selector !== "string"){
const err16 = {instancePath:instancePath+"/dkim_selector",schemaPath:"#/properties/dkim_selector/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
if(!(validate71(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.records !== undefined){
let data4 = data.records;
if(Array.isArray(data4)){
if(data4.length < 4){
const err17 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err18 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.note === undefined){
const err19 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.priority === undefined){
const err20 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.purpose === undefined){
const err21 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.required === undefined){
const err22 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.ttl === undefined){
const err23 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "ttl"},message:"must have required property '"+"ttl"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.txt_strings === undefined){
const err24 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "txt_strings"},message:"must have required property '"+"txt_strings"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.type === undefined){
const err25 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5.value === undefined){
const err26 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data5){
if(!(func9.call(schema29.properties.records.items.properties, key1))){
const err27 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.name !== undefined){
if(typeof data5.name !== "string"){
const err28 = {instancePath:instancePath+"/records/" + i0+"/name",schemaPath:"#/properties/records/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.note !== undefined){
let data7 = data5.note;
if((typeof data7 !== "string") && (data7 !== null)){
const err29 = {instancePath:instancePath+"/records/" + i0+"/note",schemaPath:"#/properties/records/items/properties/note/type",keyword:"type",params:{type: schema29.properties.records.items.properties.note.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.priority !== undefined){
let data8 = data5.priority;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err30 = {instancePath:instancePath+"/records/" + i0+"/priority",schemaPath:"#/properties/records/items/properties/priority/type",keyword:"type",params:{type: schema29.properties.records.items.properties.priority.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 65535 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/records/" + i0+"/priority",schemaPath:"#/properties/records/items/properties/priority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/records/" + i0+"/priority",schemaPath:"#/properties/records/items/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.purpose !== undefined){
let data9 = data5.purpose;
if(typeof data9 !== "string"){
const err33 = {instancePath:instancePath+"/records/" + i0+"/purpose",schemaPath:"#/properties/records/items/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((((data9 === "spf") || (data9 === "dkim")) || (data9 === "dmarc")) || (data9 === "mx"))){
const err34 = {instancePath:instancePath+"/records/" + i0+"/purpose",schemaPath:"#/properties/records/items/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema29.properties.records.items.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data5.required !== undefined){
if(typeof data5.required !== "boolean"){
const err35 = {instancePath:instancePath+"/records/" + i0+"/required",schemaPath:"#/properties/records/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data5.ttl !== undefined){
let data11 = data5.ttl;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err36 = {instancePath:instancePath+"/records/" + i0+"/ttl",schemaPath:"#/properties/records/items/properties/ttl/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 60 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/records/" + i0+"/ttl",schemaPath:"#/properties/records/items/properties/ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
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
if(data5.txt_strings !== undefined){
let data12 = data5.txt_strings;
if((!(Array.isArray(data12))) && (data12 !== null)){
const err38 = {instancePath:instancePath+"/records/" + i0+"/txt_strings",schemaPath:"#/properties/records/items/properties/txt_strings/type",keyword:"type",params:{type: schema29.properties.records.items.properties.txt_strings.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(typeof data13 === "string"){
if(func1(data13) > 255){
const err39 = {instancePath:instancePath+"/records/" + i0+"/txt_strings/" + i1,schemaPath:"#/properties/records/items/properties/txt_strings/items/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err40 = {instancePath:instancePath+"/records/" + i0+"/txt_strings/" + i1,schemaPath:"#/properties/records/items/properties/txt_strings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data5.type !== undefined){
let data14 = data5.type;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/records/" + i0+"/type",schemaPath:"#/properties/records/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data14 === "TXT") || (data14 === "MX"))){
const err42 = {instancePath:instancePath+"/records/" + i0+"/type",schemaPath:"#/properties/records/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema29.properties.records.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err43 = {instancePath:instancePath+"/records/" + i0+"/value",schemaPath:"#/properties/records/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err44 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err45 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.remaining_today !== undefined){
let data16 = data.remaining_today;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err46 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err47 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.resets_at !== undefined){
let data17 = data.resets_at;
if(typeof data17 === "string"){
if(!(formats0.validate(data17))){
const err48 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err49 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.sending_paused !== undefined){
if(typeof data.sending_paused !== "boolean"){
const err50 = {instancePath:instancePath+"/sending_paused",schemaPath:"#/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.sent_today !== undefined){
let data19 = data.sent_today;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err51 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err52 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data20 = data.status;
if(typeof data20 !== "string"){
const err53 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((data20 === "pending_verification") || (data20 === "active"))){
const err54 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema29.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.verified_at !== undefined){
if(!(validate73(data.verified_at, {instancePath:instancePath+"/verified_at",parentData:data,parentDataProperty:"verified_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const create_account_output = validate75;
const schema32 = {"additionalProperties":false,"properties":{"account_id":{"minLength":1,"type":"string"},"api_key":{"minLength":20,"type":"string"},"created_at":{"format":"date-time","type":"string"},"domains_allowed":{"minimum":0,"type":"integer"},"email":{"$ref":"urn:mcpforge:output:7d1675b4164bd106"},"name":{"type":["string","null"]}},"required":["account_id","api_key","created_at","domains_allowed","email","name"],"type":"object"};
const schema33 = {"$id":"urn:mcpforge:output:7d1675b4164bd106","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:7d1675b4164bd106" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 254){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern4.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.account_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_id"},message:"must have required property '"+"account_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.api_key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api_key"},message:"must have required property '"+"api_key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.domains_allowed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domains_allowed"},message:"must have required property '"+"domains_allowed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.email === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.name === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "account_id") || (key0 === "api_key")) || (key0 === "created_at")) || (key0 === "domains_allowed")) || (key0 === "email")) || (key0 === "name"))){
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
if(data.account_id !== undefined){
let data0 = data.account_id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.api_key !== undefined){
let data1 = data.api_key;
if(typeof data1 === "string"){
if(func1(data1) < 20){
const err9 = {instancePath:instancePath+"/api_key",schemaPath:"#/properties/api_key/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
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
const err10 = {instancePath:instancePath+"/api_key",schemaPath:"#/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.created_at !== undefined){
let data2 = data.created_at;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err11 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.domains_allowed !== undefined){
let data3 = data.domains_allowed;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/domains_allowed",schemaPath:"#/properties/domains_allowed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/domains_allowed",schemaPath:"#/properties/domains_allowed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.email !== undefined){
if(!(validate76(data.email, {instancePath:instancePath+"/email",parentData:data,parentDataProperty:"email",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data5 = data.name;
if((typeof data5 !== "string") && (data5 !== null)){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema32.properties.name.type},message:"must be string,null"};
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
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_delivery_events_output = validate78;
const schema34 = {"additionalProperties":false,"properties":{"domain":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"events":{"items":{"additionalProperties":false,"properties":{"attempt":{"minimum":1,"type":["integer","null"]},"detail":{"type":["string","null"]},"domain":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"enhanced_status":{"type":["string","null"]},"event_id":{"minLength":1,"type":"string"},"message_id":{"minLength":1,"type":"string"},"mx_host":{"type":["string","null"]},"next_attempt_at":{"$ref":"urn:mcpforge:output:f51742505d08f28e"},"occurred_at":{"format":"date-time","type":"string"},"recipient":{"$ref":"urn:mcpforge:output:7d1675b4164bd106"},"smtp_code":{"maximum":599,"minimum":200,"type":["integer","null"]},"smtp_response":{"type":["string","null"]},"type":{"enum":["accepted","delivered","deferred","failed","bounced","complained"],"type":"string"}},"required":["attempt","detail","domain","enhanced_status","event_id","message_id","mx_host","next_attempt_at","occurred_at","recipient","smtp_code","smtp_response","type"],"type":"object"},"type":"array"}},"required":["domain","events"],"type":"object"};

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
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.events === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "domain") || (key0 === "events"))){
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
if(data.domain !== undefined){
if(!(validate71(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.events !== undefined){
let data1 = data.events;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.attempt === undefined){
const err3 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.detail === undefined){
const err4 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.domain === undefined){
const err5 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.enhanced_status === undefined){
const err6 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "enhanced_status"},message:"must have required property '"+"enhanced_status"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.event_id === undefined){
const err7 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.message_id === undefined){
const err8 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.mx_host === undefined){
const err9 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "mx_host"},message:"must have required property '"+"mx_host"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.next_attempt_at === undefined){
const err10 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "next_attempt_at"},message:"must have required property '"+"next_attempt_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.occurred_at === undefined){
const err11 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "occurred_at"},message:"must have required property '"+"occurred_at"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.recipient === undefined){
const err12 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "recipient"},message:"must have required property '"+"recipient"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.smtp_code === undefined){
const err13 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "smtp_code"},message:"must have required property '"+"smtp_code"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.smtp_response === undefined){
const err14 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "smtp_response"},message:"must have required property '"+"smtp_response"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.type === undefined){
const err15 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data2){
if(!(func9.call(schema34.properties.events.items.properties, key1))){
const err16 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.attempt !== undefined){
let data3 = data2.attempt;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err17 = {instancePath:instancePath+"/events/" + i0+"/attempt",schemaPath:"#/properties/events/items/properties/attempt/type",keyword:"type",params:{type: schema34.properties.events.items.properties.attempt.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/events/" + i0+"/attempt",schemaPath:"#/properties/events/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.detail !== undefined){
let data4 = data2.detail;
if((typeof data4 !== "string") && (data4 !== null)){
const err19 = {instancePath:instancePath+"/events/" + i0+"/detail",schemaPath:"#/properties/events/items/properties/detail/type",keyword:"type",params:{type: schema34.properties.events.items.properties.detail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.domain !== undefined){
if(!(validate71(data2.domain, {instancePath:instancePath+"/events/" + i0+"/domain",parentData:data2,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data2.enhanced_status !== undefined){
let data6 = data2.enhanced_status;
if((typeof data6 !== "string") && (data6 !== null)){
const err20 = {instancePath:instancePath+"/events/" + i0+"/enhanced_status",schemaPath:"#/properties/events/items/properties/enhanced_status/type",keyword:"type",params:{type: schema34.properties.events.items.properties.enhanced_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.event_id !== undefined){
let data7 = data2.event_id;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err21 = {instancePath:instancePath+"/events/" + i0+"/event_id",schemaPath:"#/properties/events/items/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/events/" + i0+"/event_id",schemaPath:"#/properties/events/items/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.message_id !== undefined){
let data8 = data2.message_id;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err23 = {instancePath:instancePath+"/events/" + i0+"/message_id",schemaPath:"#/properties/events/items/properties/message_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/events/" + i0+"/message_id",schemaPath:"#/properties/events/items/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.mx_host !== undefined){
let data9 = data2.mx_host;
if((typeof data9 !== "string") && (data9 !== null)){
const err25 = {instancePath:instancePath+"/events/" + i0+"/mx_host",schemaPath:"#/properties/events/items/properties/mx_host/type",keyword:"type",params:{type: schema34.properties.events.items.properties.mx_host.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.next_attempt_at !== undefined){
if(!(validate73(data2.next_attempt_at, {instancePath:instancePath+"/events/" + i0+"/next_attempt_at",parentData:data2,parentDataProperty:"next_attempt_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data2.occurred_at !== undefined){
let data11 = data2.occurred_at;
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err26 = {instancePath:instancePath+"/events/" + i0+"/occurred_at",schemaPath:"#/properties/events/items/properties/occurred_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err27 = {instancePath:instancePath+"/events/" + i0+"/occurred_at",schemaPath:"#/properties/events/items/properties/occurred_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.recipient !== undefined){
if(!(validate76(data2.recipient, {instancePath:instancePath+"/events/" + i0+"/recipient",parentData:data2,parentDataProperty:"recipient",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data2.smtp_code !== undefined){
let data13 = data2.smtp_code;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err28 = {instancePath:instancePath+"/events/" + i0+"/smtp_code",schemaPath:"#/properties/events/items/properties/smtp_code/type",keyword:"type",params:{type: schema34.properties.events.items.properties.smtp_code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 599 || isNaN(data13)){
const err29 = {instancePath:instancePath+"/events/" + i0+"/smtp_code",schemaPath:"#/properties/events/items/properties/smtp_code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data13 < 200 || isNaN(data13)){
const err30 = {instancePath:instancePath+"/events/" + i0+"/smtp_code",schemaPath:"#/properties/events/items/properties/smtp_code/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200"};
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
if(data2.smtp_response !== undefined){
let data14 = data2.smtp_response;
if((typeof data14 !== "string") && (data14 !== null)){
const err31 = {instancePath:instancePath+"/events/" + i0+"/smtp_response",schemaPath:"#/properties/events/items/properties/smtp_response/type",keyword:"type",params:{type: schema34.properties.events.items.properties.smtp_response.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.type !== undefined){
let data15 = data2.type;
if(typeof data15 !== "string"){
const err32 = {instancePath:instancePath+"/events/" + i0+"/type",schemaPath:"#/properties/events/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((((((data15 === "accepted") || (data15 === "delivered")) || (data15 === "deferred")) || (data15 === "failed")) || (data15 === "bounced")) || (data15 === "complained"))){
const err33 = {instancePath:instancePath+"/events/" + i0+"/type",schemaPath:"#/properties/events/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.events.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err34 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

export const get_sending_limits_output = validate83;
const schema35 = {"additionalProperties":false,"properties":{"account_paused":{"type":"boolean"},"account_paused_reason":{"$ref":"urn:mcpforge:output:07a62bb31f615e60"},"domain":{"anyOf":[{"additionalProperties":false,"properties":{"bounce_rate":{"maximum":1,"minimum":0,"type":["number","null"]},"complaint_rate":{"maximum":1,"minimum":0,"type":["number","null"]},"daily_allowance":{"minimum":0,"type":"integer"},"days_at_rung":{"minimum":0,"type":"integer"},"delivery_rate":{"maximum":1,"minimum":0,"type":["number","null"]},"name":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"next_rung":{"anyOf":[{"additionalProperties":false,"properties":{"daily_allowance":{"minimum":1,"type":"integer"},"eligible":{"type":"boolean"},"requirements":{"items":{"additionalProperties":false,"properties":{"comparison":{"enum":[">=","<="],"type":"string"},"criterion":{"enum":["days_at_rung","recipients_sent","delivery_rate","bounce_rate","complaint_rate"],"type":"string"},"current":{"minimum":0,"type":["number","null"]},"met":{"type":"boolean"},"threshold":{"minimum":0,"type":"number"}},"required":["comparison","criterion","current","met","threshold"],"type":"object"},"type":"array"},"rung":{"minimum":2,"type":"integer"}},"required":["daily_allowance","eligible","requirements","rung"],"type":"object"},{"type":"null"}]},"paused_detail":{"type":["string","null"]},"paused_reason":{"$ref":"urn:mcpforge:output:07a62bb31f615e60"},"remaining_today":{"minimum":0,"type":"integer"},"resets_at":{"format":"date-time","type":"string"},"rung":{"minimum":1,"type":"integer"},"sending_paused":{"type":"boolean"},"sent_today":{"minimum":0,"type":"integer"},"status":{"enum":["pending_verification","active"],"type":"string"}},"required":["bounce_rate","complaint_rate","daily_allowance","days_at_rung","delivery_rate","name","next_rung","paused_detail","paused_reason","remaining_today","resets_at","rung","sending_paused","sent_today","status"],"type":"object"},{"type":"null"}]},"domains_allowed":{"minimum":0,"type":"integer"},"domains_used":{"minimum":0,"type":"integer"},"ladder":{"items":{"additionalProperties":false,"properties":{"daily_allowance":{"minimum":1,"type":"integer"},"rung":{"minimum":1,"type":"integer"}},"required":["daily_allowance","rung"],"type":"object"},"minItems":1,"type":"array"},"pause_thresholds":{"additionalProperties":false,"properties":{"bounce_rate":{"maximum":1,"minimum":0,"type":"number"},"complaint_rate":{"maximum":1,"minimum":0,"type":"number"}},"required":["bounce_rate","complaint_rate"],"type":"object"}},"required":["account_paused","account_paused_reason","domain","domains_allowed","domains_used","ladder","pause_thresholds"],"type":"object"};
const schema36 = {"$id":"urn:mcpforge:output:07a62bb31f615e60","enum":["bounce_rate","complaint_rate","operator",null],"type":["string","null"]};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:07a62bb31f615e60" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema36.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "bounce_rate") || (data === "complaint_rate")) || (data === "operator")) || (data === null))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.account_paused === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_paused"},message:"must have required property '"+"account_paused"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.account_paused_reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_paused_reason"},message:"must have required property '"+"account_paused_reason"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.domain === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.domains_allowed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domains_allowed"},message:"must have required property '"+"domains_allowed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.domains_used === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domains_used"},message:"must have required property '"+"domains_used"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ladder === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ladder"},message:"must have required property '"+"ladder"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pause_thresholds === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pause_thresholds"},message:"must have required property '"+"pause_thresholds"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "account_paused") || (key0 === "account_paused_reason")) || (key0 === "domain")) || (key0 === "domains_allowed")) || (key0 === "domains_used")) || (key0 === "ladder")) || (key0 === "pause_thresholds"))){
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
if(data.account_paused !== undefined){
if(typeof data.account_paused !== "boolean"){
const err8 = {instancePath:instancePath+"/account_paused",schemaPath:"#/properties/account_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.account_paused_reason !== undefined){
if(!(validate84(data.account_paused_reason, {instancePath:instancePath+"/account_paused_reason",parentData:data,parentDataProperty:"account_paused_reason",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data.domain !== undefined){
let data2 = data.domain;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.bounce_rate === undefined){
const err9 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "bounce_rate"},message:"must have required property '"+"bounce_rate"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.complaint_rate === undefined){
const err10 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "complaint_rate"},message:"must have required property '"+"complaint_rate"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.daily_allowance === undefined){
const err11 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.days_at_rung === undefined){
const err12 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "days_at_rung"},message:"must have required property '"+"days_at_rung"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.delivery_rate === undefined){
const err13 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "delivery_rate"},message:"must have required property '"+"delivery_rate"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.name === undefined){
const err14 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.next_rung === undefined){
const err15 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "next_rung"},message:"must have required property '"+"next_rung"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.paused_detail === undefined){
const err16 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "paused_detail"},message:"must have required property '"+"paused_detail"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.paused_reason === undefined){
const err17 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "paused_reason"},message:"must have required property '"+"paused_reason"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.remaining_today === undefined){
const err18 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "remaining_today"},message:"must have required property '"+"remaining_today"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.resets_at === undefined){
const err19 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "resets_at"},message:"must have required property '"+"resets_at"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.rung === undefined){
const err20 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "rung"},message:"must have required property '"+"rung"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data2.sending_paused === undefined){
const err21 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "sending_paused"},message:"must have required property '"+"sending_paused"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data2.sent_today === undefined){
const err22 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "sent_today"},message:"must have required property '"+"sent_today"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data2.status === undefined){
const err23 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key1 in data2){
if(!(func9.call(schema35.properties.domain.anyOf[0].properties, key1))){
const err24 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.bounce_rate !== undefined){
let data3 = data2.bounce_rate;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err25 = {instancePath:instancePath+"/domain/bounce_rate",schemaPath:"#/properties/domain/anyOf/0/properties/bounce_rate/type",keyword:"type",params:{type: schema35.properties.domain.anyOf[0].properties.bounce_rate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/domain/bounce_rate",schemaPath:"#/properties/domain/anyOf/0/properties/bounce_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err27 = {instancePath:instancePath+"/domain/bounce_rate",schemaPath:"#/properties/domain/anyOf/0/properties/bounce_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.complaint_rate !== undefined){
let data4 = data2.complaint_rate;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err28 = {instancePath:instancePath+"/domain/complaint_rate",schemaPath:"#/properties/domain/anyOf/0/properties/complaint_rate/type",keyword:"type",params:{type: schema35.properties.domain.anyOf[0].properties.complaint_rate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err29 = {instancePath:instancePath+"/domain/complaint_rate",schemaPath:"#/properties/domain/anyOf/0/properties/complaint_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err30 = {instancePath:instancePath+"/domain/complaint_rate",schemaPath:"#/properties/domain/anyOf/0/properties/complaint_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.daily_allowance !== undefined){
let data5 = data2.daily_allowance;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err31 = {instancePath:instancePath+"/domain/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err32 = {instancePath:instancePath+"/domain/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.days_at_rung !== undefined){
let data6 = data2.days_at_rung;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err33 = {instancePath:instancePath+"/domain/days_at_rung",schemaPath:"#/properties/domain/anyOf/0/properties/days_at_rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err34 = {instancePath:instancePath+"/domain/days_at_rung",schemaPath:"#/properties/domain/anyOf/0/properties/days_at_rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.delivery_rate !== undefined){
let data7 = data2.delivery_rate;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err35 = {instancePath:instancePath+"/domain/delivery_rate",schemaPath:"#/properties/domain/anyOf/0/properties/delivery_rate/type",keyword:"type",params:{type: schema35.properties.domain.anyOf[0].properties.delivery_rate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1 || isNaN(data7)){
const err36 = {instancePath:instancePath+"/domain/delivery_rate",schemaPath:"#/properties/domain/anyOf/0/properties/delivery_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err37 = {instancePath:instancePath+"/domain/delivery_rate",schemaPath:"#/properties/domain/anyOf/0/properties/delivery_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.name !== undefined){
if(!(validate71(data2.name, {instancePath:instancePath+"/domain/name",parentData:data2,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data2.next_rung !== undefined){
let data9 = data2.next_rung;
const _errs22 = errors;
let valid3 = false;
const _errs23 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.daily_allowance === undefined){
const err38 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data9.eligible === undefined){
const err39 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "eligible"},message:"must have required property '"+"eligible"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9.requirements === undefined){
const err40 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data9.rung === undefined){
const err41 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "rung"},message:"must have required property '"+"rung"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key2 in data9){
if(!((((key2 === "daily_allowance") || (key2 === "eligible")) || (key2 === "requirements")) || (key2 === "rung"))){
const err42 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data9.daily_allowance !== undefined){
let data10 = data9.daily_allowance;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err43 = {instancePath:instancePath+"/domain/next_rung/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err44 = {instancePath:instancePath+"/domain/next_rung/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.eligible !== undefined){
if(typeof data9.eligible !== "boolean"){
const err45 = {instancePath:instancePath+"/domain/next_rung/eligible",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/eligible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data9.requirements !== undefined){
let data12 = data9.requirements;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.comparison === undefined){
const err46 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "comparison"},message:"must have required property '"+"comparison"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data13.criterion === undefined){
const err47 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "criterion"},message:"must have required property '"+"criterion"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data13.current === undefined){
const err48 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "current"},message:"must have required property '"+"current"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data13.met === undefined){
const err49 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "met"},message:"must have required property '"+"met"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data13.threshold === undefined){
const err50 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "threshold"},message:"must have required property '"+"threshold"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key3 in data13){
if(!(((((key3 === "comparison") || (key3 === "criterion")) || (key3 === "current")) || (key3 === "met")) || (key3 === "threshold"))){
const err51 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data13.comparison !== undefined){
let data14 = data13.comparison;
if(typeof data14 !== "string"){
const err52 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/comparison",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/comparison/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!((data14 === ">=") || (data14 === "<="))){
const err53 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/comparison",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/comparison/enum",keyword:"enum",params:{allowedValues: schema35.properties.domain.anyOf[0].properties.next_rung.anyOf[0].properties.requirements.items.properties.comparison.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data13.criterion !== undefined){
let data15 = data13.criterion;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/criterion",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!(((((data15 === "days_at_rung") || (data15 === "recipients_sent")) || (data15 === "delivery_rate")) || (data15 === "bounce_rate")) || (data15 === "complaint_rate"))){
const err55 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/criterion",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/criterion/enum",keyword:"enum",params:{allowedValues: schema35.properties.domain.anyOf[0].properties.next_rung.anyOf[0].properties.requirements.items.properties.criterion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data13.current !== undefined){
let data16 = data13.current;
if((!((typeof data16 == "number") && (isFinite(data16)))) && (data16 !== null)){
const err56 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/current",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/current/type",keyword:"type",params:{type: schema35.properties.domain.anyOf[0].properties.next_rung.anyOf[0].properties.requirements.items.properties.current.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/current",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/current/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.met !== undefined){
if(typeof data13.met !== "boolean"){
const err58 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/met",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/met/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data13.threshold !== undefined){
let data18 = data13.threshold;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err59 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/threshold",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/threshold",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err61 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/domain/next_rung/requirements",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data9.rung !== undefined){
let data19 = data9.rung;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err63 = {instancePath:instancePath+"/domain/next_rung/rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 2 || isNaN(data19)){
const err64 = {instancePath:instancePath+"/domain/next_rung/rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
}
else {
const err65 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
const _errs47 = errors;
if(data9 !== null){
const err66 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err67 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
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
if(data2.paused_detail !== undefined){
let data20 = data2.paused_detail;
if((typeof data20 !== "string") && (data20 !== null)){
const err68 = {instancePath:instancePath+"/domain/paused_detail",schemaPath:"#/properties/domain/anyOf/0/properties/paused_detail/type",keyword:"type",params:{type: schema35.properties.domain.anyOf[0].properties.paused_detail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data2.paused_reason !== undefined){
if(!(validate84(data2.paused_reason, {instancePath:instancePath+"/domain/paused_reason",parentData:data2,parentDataProperty:"paused_reason",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data2.remaining_today !== undefined){
let data22 = data2.remaining_today;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err69 = {instancePath:instancePath+"/domain/remaining_today",schemaPath:"#/properties/domain/anyOf/0/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err70 = {instancePath:instancePath+"/domain/remaining_today",schemaPath:"#/properties/domain/anyOf/0/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.resets_at !== undefined){
let data23 = data2.resets_at;
if(typeof data23 === "string"){
if(!(formats0.validate(data23))){
const err71 = {instancePath:instancePath+"/domain/resets_at",schemaPath:"#/properties/domain/anyOf/0/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err72 = {instancePath:instancePath+"/domain/resets_at",schemaPath:"#/properties/domain/anyOf/0/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data2.rung !== undefined){
let data24 = data2.rung;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err73 = {instancePath:instancePath+"/domain/rung",schemaPath:"#/properties/domain/anyOf/0/properties/rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err74 = {instancePath:instancePath+"/domain/rung",schemaPath:"#/properties/domain/anyOf/0/properties/rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.sending_paused !== undefined){
if(typeof data2.sending_paused !== "boolean"){
const err75 = {instancePath:instancePath+"/domain/sending_paused",schemaPath:"#/properties/domain/anyOf/0/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data2.sent_today !== undefined){
let data26 = data2.sent_today;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err76 = {instancePath:instancePath+"/domain/sent_today",schemaPath:"#/properties/domain/anyOf/0/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err77 = {instancePath:instancePath+"/domain/sent_today",schemaPath:"#/properties/domain/anyOf/0/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
if(data2.status !== undefined){
let data27 = data2.status;
if(typeof data27 !== "string"){
const err78 = {instancePath:instancePath+"/domain/status",schemaPath:"#/properties/domain/anyOf/0/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(!((data27 === "pending_verification") || (data27 === "active"))){
const err79 = {instancePath:instancePath+"/domain/status",schemaPath:"#/properties/domain/anyOf/0/properties/status/enum",keyword:"enum",params:{allowedValues: schema35.properties.domain.anyOf[0].properties.status.enum},message:"must be equal to one of the allowed values"};
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
else {
const err80 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs64 = errors;
if(data2 !== null){
const err81 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid0 = _errs64 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err82 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
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
if(data.domains_allowed !== undefined){
let data28 = data.domains_allowed;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err83 = {instancePath:instancePath+"/domains_allowed",schemaPath:"#/properties/domains_allowed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err84 = {instancePath:instancePath+"/domains_allowed",schemaPath:"#/properties/domains_allowed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data.domains_used !== undefined){
let data29 = data.domains_used;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err85 = {instancePath:instancePath+"/domains_used",schemaPath:"#/properties/domains_used/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err86 = {instancePath:instancePath+"/domains_used",schemaPath:"#/properties/domains_used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.ladder !== undefined){
let data30 = data.ladder;
if(Array.isArray(data30)){
if(data30.length < 1){
const err87 = {instancePath:instancePath+"/ladder",schemaPath:"#/properties/ladder/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.daily_allowance === undefined){
const err88 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data31.rung === undefined){
const err89 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/required",keyword:"required",params:{missingProperty: "rung"},message:"must have required property '"+"rung"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key4 in data31){
if(!((key4 === "daily_allowance") || (key4 === "rung"))){
const err90 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data31.daily_allowance !== undefined){
let data32 = data31.daily_allowance;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err91 = {instancePath:instancePath+"/ladder/" + i1+"/daily_allowance",schemaPath:"#/properties/ladder/items/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 1 || isNaN(data32)){
const err92 = {instancePath:instancePath+"/ladder/" + i1+"/daily_allowance",schemaPath:"#/properties/ladder/items/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
if(data31.rung !== undefined){
let data33 = data31.rung;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err93 = {instancePath:instancePath+"/ladder/" + i1+"/rung",schemaPath:"#/properties/ladder/items/properties/rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err94 = {instancePath:instancePath+"/ladder/" + i1+"/rung",schemaPath:"#/properties/ladder/items/properties/rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
}
else {
const err95 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err96 = {instancePath:instancePath+"/ladder",schemaPath:"#/properties/ladder/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.pause_thresholds !== undefined){
let data34 = data.pause_thresholds;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.bounce_rate === undefined){
const err97 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/required",keyword:"required",params:{missingProperty: "bounce_rate"},message:"must have required property '"+"bounce_rate"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data34.complaint_rate === undefined){
const err98 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/required",keyword:"required",params:{missingProperty: "complaint_rate"},message:"must have required property '"+"complaint_rate"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
for(const key5 in data34){
if(!((key5 === "bounce_rate") || (key5 === "complaint_rate"))){
const err99 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data34.bounce_rate !== undefined){
let data35 = data34.bounce_rate;
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 1 || isNaN(data35)){
const err100 = {instancePath:instancePath+"/pause_thresholds/bounce_rate",schemaPath:"#/properties/pause_thresholds/properties/bounce_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err101 = {instancePath:instancePath+"/pause_thresholds/bounce_rate",schemaPath:"#/properties/pause_thresholds/properties/bounce_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err102 = {instancePath:instancePath+"/pause_thresholds/bounce_rate",schemaPath:"#/properties/pause_thresholds/properties/bounce_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data34.complaint_rate !== undefined){
let data36 = data34.complaint_rate;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 1 || isNaN(data36)){
const err103 = {instancePath:instancePath+"/pause_thresholds/complaint_rate",schemaPath:"#/properties/pause_thresholds/properties/complaint_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err104 = {instancePath:instancePath+"/pause_thresholds/complaint_rate",schemaPath:"#/properties/pause_thresholds/properties/complaint_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/pause_thresholds/complaint_rate",schemaPath:"#/properties/pause_thresholds/properties/complaint_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err106 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_domains_output = validate88;
const schema37 = {"additionalProperties":false,"properties":{"domains":{"items":{"additionalProperties":false,"properties":{"created_at":{"format":"date-time","type":"string"},"daily_allowance":{"minimum":0,"type":"integer"},"name":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"remaining_today":{"minimum":0,"type":"integer"},"resets_at":{"format":"date-time","type":"string"},"sending_paused":{"type":"boolean"},"sent_today":{"minimum":0,"type":"integer"},"status":{"enum":["pending_verification","active"],"type":"string"},"verified_at":{"$ref":"urn:mcpforge:output:f51742505d08f28e"}},"required":["created_at","daily_allowance","name","remaining_today","resets_at","sending_paused","sent_today","status","verified_at"],"type":"object"},"type":"array"}},"required":["domains"],"type":"object"};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.domains === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domains"},message:"must have required property '"+"domains"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "domains")){
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
if(data.domains !== undefined){
let data0 = data.domains;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.created_at === undefined){
const err2 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.daily_allowance === undefined){
const err3 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.name === undefined){
const err4 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.remaining_today === undefined){
const err5 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "remaining_today"},message:"must have required property '"+"remaining_today"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.resets_at === undefined){
const err6 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "resets_at"},message:"must have required property '"+"resets_at"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.sending_paused === undefined){
const err7 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "sending_paused"},message:"must have required property '"+"sending_paused"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.sent_today === undefined){
const err8 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "sent_today"},message:"must have required property '"+"sent_today"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.status === undefined){
const err9 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.verified_at === undefined){
const err10 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/required",keyword:"required",params:{missingProperty: "verified_at"},message:"must have required property '"+"verified_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!(func9.call(schema37.properties.domains.items.properties, key1))){
const err11 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.created_at !== undefined){
let data2 = data1.created_at;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err12 = {instancePath:instancePath+"/domains/" + i0+"/created_at",schemaPath:"#/properties/domains/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/domains/" + i0+"/created_at",schemaPath:"#/properties/domains/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.daily_allowance !== undefined){
let data3 = data1.daily_allowance;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/domains/" + i0+"/daily_allowance",schemaPath:"#/properties/domains/items/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err15 = {instancePath:instancePath+"/domains/" + i0+"/daily_allowance",schemaPath:"#/properties/domains/items/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.name !== undefined){
if(!(validate71(data1.name, {instancePath:instancePath+"/domains/" + i0+"/name",parentData:data1,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data1.remaining_today !== undefined){
let data5 = data1.remaining_today;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/domains/" + i0+"/remaining_today",schemaPath:"#/properties/domains/items/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/domains/" + i0+"/remaining_today",schemaPath:"#/properties/domains/items/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.resets_at !== undefined){
let data6 = data1.resets_at;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err18 = {instancePath:instancePath+"/domains/" + i0+"/resets_at",schemaPath:"#/properties/domains/items/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err19 = {instancePath:instancePath+"/domains/" + i0+"/resets_at",schemaPath:"#/properties/domains/items/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.sending_paused !== undefined){
if(typeof data1.sending_paused !== "boolean"){
const err20 = {instancePath:instancePath+"/domains/" + i0+"/sending_paused",schemaPath:"#/properties/domains/items/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.sent_today !== undefined){
let data8 = data1.sent_today;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err21 = {instancePath:instancePath+"/domains/" + i0+"/sent_today",schemaPath:"#/properties/domains/items/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/domains/" + i0+"/sent_today",schemaPath:"#/properties/domains/items/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.status !== undefined){
let data9 = data1.status;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/domains/" + i0+"/status",schemaPath:"#/properties/domains/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data9 === "pending_verification") || (data9 === "active"))){
const err24 = {instancePath:instancePath+"/domains/" + i0+"/status",schemaPath:"#/properties/domains/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema37.properties.domains.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.verified_at !== undefined){
if(!(validate73(data1.verified_at, {instancePath:instancePath+"/domains/" + i0+"/verified_at",parentData:data1,parentDataProperty:"verified_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath:instancePath+"/domains",schemaPath:"#/properties/domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_messages_output = validate91;
const schema38 = {"additionalProperties":false,"properties":{"domain":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"messages":{"items":{"additionalProperties":false,"properties":{"authentication":{"anyOf":[{"additionalProperties":false,"properties":{"dkim":{"$ref":"urn:mcpforge:output:e34ab26a7c664d07"},"dmarc":{"$ref":"urn:mcpforge:output:e34ab26a7c664d07"},"spf":{"$ref":"urn:mcpforge:output:e34ab26a7c664d07"}},"required":["dkim","dmarc","spf"],"type":"object"},{"type":"null"}]},"body_truncated":{"type":"boolean"},"created_at":{"format":"date-time","type":"string"},"direction":{"enum":["outbound","inbound"],"type":"string"},"domain":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"folder":{"enum":["inbox","spam",null],"type":["string","null"]},"from":{"type":"string"},"html":{"type":["string","null"]},"message_id":{"minLength":1,"type":"string"},"recipients":{"anyOf":[{"items":{"additionalProperties":false,"properties":{"address":{"$ref":"urn:mcpforge:output:7d1675b4164bd106"},"status":{"enum":["queued","delivered","deferred","failed","bounced"],"type":"string"}},"required":["address","status"],"type":"object"},"type":"array"},{"type":"null"}]},"size_bytes":{"minimum":0,"type":"integer"},"status":{"enum":["queued","delivered","partial","failed","received"],"type":"string"},"subject":{"type":["string","null"]},"text":{"type":["string","null"]},"to":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"}},"required":["authentication","body_truncated","created_at","direction","domain","folder","from","html","message_id","recipients","size_bytes","status","subject","text","to"],"type":"object"},"type":"array"}},"required":["domain","messages"],"type":"object"};
const schema39 = {"$id":"urn:mcpforge:output:e34ab26a7c664d07","enum":["pass","fail","softfail","neutral","none","policy","temperror","permerror"],"type":"string"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:e34ab26a7c664d07" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
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
if(!((((((((data === "pass") || (data === "fail")) || (data === "softfail")) || (data === "neutral")) || (data === "none")) || (data === "policy")) || (data === "temperror")) || (data === "permerror"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"};
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
validate93.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema40 = {"$id":"urn:mcpforge:output:2a6d7578328a426f","items":{"type":"string"},"type":"array"};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:2a6d7578328a426f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
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
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "domain") || (key0 === "messages"))){
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
if(data.domain !== undefined){
if(!(validate71(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.messages !== undefined){
let data1 = data.messages;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.authentication === undefined){
const err3 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "authentication"},message:"must have required property '"+"authentication"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.body_truncated === undefined){
const err4 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "body_truncated"},message:"must have required property '"+"body_truncated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.created_at === undefined){
const err5 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.direction === undefined){
const err6 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.domain === undefined){
const err7 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.folder === undefined){
const err8 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.from === undefined){
const err9 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.html === undefined){
const err10 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.message_id === undefined){
const err11 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.recipients === undefined){
const err12 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "recipients"},message:"must have required property '"+"recipients"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.size_bytes === undefined){
const err13 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "size_bytes"},message:"must have required property '"+"size_bytes"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.status === undefined){
const err14 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.subject === undefined){
const err15 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.text === undefined){
const err16 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.to === undefined){
const err17 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data2){
if(!(func9.call(schema38.properties.messages.items.properties, key1))){
const err18 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.authentication !== undefined){
let data3 = data2.authentication;
const _errs9 = errors;
let valid4 = false;
const _errs10 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.dkim === undefined){
const err19 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/required",keyword:"required",params:{missingProperty: "dkim"},message:"must have required property '"+"dkim"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.dmarc === undefined){
const err20 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/required",keyword:"required",params:{missingProperty: "dmarc"},message:"must have required property '"+"dmarc"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.spf === undefined){
const err21 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/required",keyword:"required",params:{missingProperty: "spf"},message:"must have required property '"+"spf"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "dkim") || (key2 === "dmarc")) || (key2 === "spf"))){
const err22 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.dkim !== undefined){
if(!(validate93(data3.dkim, {instancePath:instancePath+"/messages/" + i0+"/authentication/dkim",parentData:data3,parentDataProperty:"dkim",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data3.dmarc !== undefined){
if(!(validate93(data3.dmarc, {instancePath:instancePath+"/messages/" + i0+"/authentication/dmarc",parentData:data3,parentDataProperty:"dmarc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data3.spf !== undefined){
if(!(validate93(data3.spf, {instancePath:instancePath+"/messages/" + i0+"/authentication/spf",parentData:data3,parentDataProperty:"spf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid4 = valid4 || _valid0;
const _errs16 = errors;
if(data3 !== null){
const err24 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err25 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data2.body_truncated !== undefined){
if(typeof data2.body_truncated !== "boolean"){
const err26 = {instancePath:instancePath+"/messages/" + i0+"/body_truncated",schemaPath:"#/properties/messages/items/properties/body_truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.created_at !== undefined){
let data8 = data2.created_at;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err27 = {instancePath:instancePath+"/messages/" + i0+"/created_at",schemaPath:"#/properties/messages/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err28 = {instancePath:instancePath+"/messages/" + i0+"/created_at",schemaPath:"#/properties/messages/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.direction !== undefined){
let data9 = data2.direction;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/messages/" + i0+"/direction",schemaPath:"#/properties/messages/items/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data9 === "outbound") || (data9 === "inbound"))){
const err30 = {instancePath:instancePath+"/messages/" + i0+"/direction",schemaPath:"#/properties/messages/items/properties/direction/enum",keyword:"enum",params:{allowedValues: schema38.properties.messages.items.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.domain !== undefined){
if(!(validate71(data2.domain, {instancePath:instancePath+"/messages/" + i0+"/domain",parentData:data2,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data2.folder !== undefined){
let data11 = data2.folder;
if((typeof data11 !== "string") && (data11 !== null)){
const err31 = {instancePath:instancePath+"/messages/" + i0+"/folder",schemaPath:"#/properties/messages/items/properties/folder/type",keyword:"type",params:{type: schema38.properties.messages.items.properties.folder.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(((data11 === "inbox") || (data11 === "spam")) || (data11 === null))){
const err32 = {instancePath:instancePath+"/messages/" + i0+"/folder",schemaPath:"#/properties/messages/items/properties/folder/enum",keyword:"enum",params:{allowedValues: schema38.properties.messages.items.properties.folder.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.from !== undefined){
if(typeof data2.from !== "string"){
const err33 = {instancePath:instancePath+"/messages/" + i0+"/from",schemaPath:"#/properties/messages/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.html !== undefined){
let data13 = data2.html;
if((typeof data13 !== "string") && (data13 !== null)){
const err34 = {instancePath:instancePath+"/messages/" + i0+"/html",schemaPath:"#/properties/messages/items/properties/html/type",keyword:"type",params:{type: schema38.properties.messages.items.properties.html.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data2.message_id !== undefined){
let data14 = data2.message_id;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err35 = {instancePath:instancePath+"/messages/" + i0+"/message_id",schemaPath:"#/properties/messages/items/properties/message_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err36 = {instancePath:instancePath+"/messages/" + i0+"/message_id",schemaPath:"#/properties/messages/items/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data2.recipients !== undefined){
let data15 = data2.recipients;
const _errs34 = errors;
let valid6 = false;
const _errs35 = errors;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.address === undefined){
const err37 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data16.status === undefined){
const err38 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data16){
if(!((key3 === "address") || (key3 === "status"))){
const err39 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.address !== undefined){
if(!(validate76(data16.address, {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/address",parentData:data16,parentDataProperty:"address",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data16.status !== undefined){
let data18 = data16.status;
if(typeof data18 !== "string"){
const err40 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/status",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(((((data18 === "queued") || (data18 === "delivered")) || (data18 === "deferred")) || (data18 === "failed")) || (data18 === "bounced"))){
const err41 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/status",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema38.properties.messages.items.properties.recipients.anyOf[0].items.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err42 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err43 = {instancePath:instancePath+"/messages/" + i0+"/recipients",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid6 = valid6 || _valid1;
const _errs43 = errors;
if(data15 !== null){
const err44 = {instancePath:instancePath+"/messages/" + i0+"/recipients",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err45 = {instancePath:instancePath+"/messages/" + i0+"/recipients",schemaPath:"#/properties/messages/items/properties/recipients/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data2.size_bytes !== undefined){
let data19 = data2.size_bytes;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err46 = {instancePath:instancePath+"/messages/" + i0+"/size_bytes",schemaPath:"#/properties/messages/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err47 = {instancePath:instancePath+"/messages/" + i0+"/size_bytes",schemaPath:"#/properties/messages/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.status !== undefined){
let data20 = data2.status;
if(typeof data20 !== "string"){
const err48 = {instancePath:instancePath+"/messages/" + i0+"/status",schemaPath:"#/properties/messages/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((((data20 === "queued") || (data20 === "delivered")) || (data20 === "partial")) || (data20 === "failed")) || (data20 === "received"))){
const err49 = {instancePath:instancePath+"/messages/" + i0+"/status",schemaPath:"#/properties/messages/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema38.properties.messages.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data2.subject !== undefined){
let data21 = data2.subject;
if((typeof data21 !== "string") && (data21 !== null)){
const err50 = {instancePath:instancePath+"/messages/" + i0+"/subject",schemaPath:"#/properties/messages/items/properties/subject/type",keyword:"type",params:{type: schema38.properties.messages.items.properties.subject.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data2.text !== undefined){
let data22 = data2.text;
if((typeof data22 !== "string") && (data22 !== null)){
const err51 = {instancePath:instancePath+"/messages/" + i0+"/text",schemaPath:"#/properties/messages/items/properties/text/type",keyword:"type",params:{type: schema38.properties.messages.items.properties.text.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data2.to !== undefined){
if(!(validate99(data2.to, {instancePath:instancePath+"/messages/" + i0+"/to",parentData:data2,parentDataProperty:"to",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
}
else {
const err52 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err53 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const remove_domain_output = validate101;
const schema41 = {"additionalProperties":false,"properties":{"events_removed":{"minimum":0,"type":"integer"},"messages_removed":{"minimum":0,"type":"integer"},"name":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"removed":{"const":true,"type":"boolean"},"status":{"enum":["pending_verification","active"],"type":"string"}},"required":["events_removed","messages_removed","name","removed","status"],"type":"object"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.events_removed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events_removed"},message:"must have required property '"+"events_removed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages_removed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages_removed"},message:"must have required property '"+"messages_removed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.removed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removed"},message:"must have required property '"+"removed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "events_removed") || (key0 === "messages_removed")) || (key0 === "name")) || (key0 === "removed")) || (key0 === "status"))){
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
if(data.events_removed !== undefined){
let data0 = data.events_removed;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/events_removed",schemaPath:"#/properties/events_removed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/events_removed",schemaPath:"#/properties/events_removed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.messages_removed !== undefined){
let data1 = data.messages_removed;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/messages_removed",schemaPath:"#/properties/messages_removed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/messages_removed",schemaPath:"#/properties/messages_removed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.name !== undefined){
if(!(validate71(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.removed !== undefined){
let data3 = data.removed;
if(typeof data3 !== "boolean"){
const err10 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(true !== data3){
const err11 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data4 === "pending_verification") || (data4 === "active"))){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema41.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const send_email_output = validate103;
const schema42 = {"additionalProperties":false,"properties":{"allowance_spent":{"minimum":0,"type":"integer"},"domain":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"from":{"$ref":"urn:mcpforge:output:7d1675b4164bd106"},"message_id":{"type":["string","null"]},"queued_at":{"$ref":"urn:mcpforge:output:f51742505d08f28e"},"recipients":{"items":{"$ref":"urn:mcpforge:output:7d1675b4164bd106"},"minItems":1,"type":"array"},"remaining_today":{"minimum":0,"type":"integer"},"status":{"enum":["queued","screened"],"type":"string"},"test_mode":{"type":"boolean"},"warnings":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"}},"required":["allowance_spent","domain","from","message_id","queued_at","recipients","remaining_today","status","test_mode","warnings"],"type":"object"};

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
if(data.allowance_spent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allowance_spent"},message:"must have required property '"+"allowance_spent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.domain === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.from === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.message_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.queued_at === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queued_at"},message:"must have required property '"+"queued_at"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.recipients === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recipients"},message:"must have required property '"+"recipients"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.remaining_today === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remaining_today"},message:"must have required property '"+"remaining_today"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.status === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.test_mode === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "test_mode"},message:"must have required property '"+"test_mode"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.warnings === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func9.call(schema42.properties, key0))){
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
if(data.allowance_spent !== undefined){
let data0 = data.allowance_spent;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/allowance_spent",schemaPath:"#/properties/allowance_spent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err12 = {instancePath:instancePath+"/allowance_spent",schemaPath:"#/properties/allowance_spent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.domain !== undefined){
if(!(validate71(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.from !== undefined){
if(!(validate76(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.message_id !== undefined){
let data3 = data.message_id;
if((typeof data3 !== "string") && (data3 !== null)){
const err13 = {instancePath:instancePath+"/message_id",schemaPath:"#/properties/message_id/type",keyword:"type",params:{type: schema42.properties.message_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.queued_at !== undefined){
if(!(validate73(data.queued_at, {instancePath:instancePath+"/queued_at",parentData:data,parentDataProperty:"queued_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data.recipients !== undefined){
let data5 = data.recipients;
if(Array.isArray(data5)){
if(data5.length < 1){
const err14 = {instancePath:instancePath+"/recipients",schemaPath:"#/properties/recipients/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate76(data5[i0], {instancePath:instancePath+"/recipients/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/recipients",schemaPath:"#/properties/recipients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.remaining_today !== undefined){
let data7 = data.remaining_today;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data8 = data.status;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data8 === "queued") || (data8 === "screened"))){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.test_mode !== undefined){
if(typeof data.test_mode !== "boolean"){
const err20 = {instancePath:instancePath+"/test_mode",schemaPath:"#/properties/test_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.warnings !== undefined){
if(!(validate99(data.warnings, {instancePath:instancePath+"/warnings",parentData:data,parentDataProperty:"warnings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_domain_output = validate109;
const schema43 = {"additionalProperties":false,"properties":{"activated":{"type":"boolean"},"blocking":{"items":{"enum":["spf","dkim","dmarc","mx"],"type":"string"},"type":"array"},"cached":{"type":"boolean"},"checked_at":{"format":"date-time","type":"string"},"checks":{"items":{"additionalProperties":false,"properties":{"expected":{"type":"string"},"found":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"name":{"type":"string"},"problem":{"type":["string","null"]},"purpose":{"enum":["spf","dkim","dmarc","mx"],"type":"string"},"required":{"type":"boolean"},"status":{"enum":["ok","missing","mismatch"],"type":"string"},"type":{"enum":["TXT","MX"],"type":"string"}},"required":["expected","found","name","problem","purpose","required","status","type"],"type":"object"},"type":"array"},"created_at":{"format":"date-time","type":"string"},"daily_allowance":{"minimum":0,"type":"integer"},"name":{"$ref":"urn:mcpforge:output:19d200afcc41f964"},"next_check_at":{"$ref":"urn:mcpforge:output:f51742505d08f28e"},"poll_after_seconds":{"minimum":60,"type":["integer","null"]},"remaining_today":{"minimum":0,"type":"integer"},"resets_at":{"format":"date-time","type":"string"},"sending_paused":{"type":"boolean"},"sent_today":{"minimum":0,"type":"integer"},"status":{"enum":["pending_verification","active"],"type":"string"},"verified":{"type":"boolean"},"verified_at":{"$ref":"urn:mcpforge:output:f51742505d08f28e"}},"required":["activated","blocking","cached","checked_at","checks","created_at","daily_allowance","name","next_check_at","poll_after_seconds","remaining_today","resets_at","sending_paused","sent_today","status","verified","verified_at"],"type":"object"};

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
if(data.activated === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "activated"},message:"must have required property '"+"activated"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.blocking === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blocking"},message:"must have required property '"+"blocking"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.cached === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cached"},message:"must have required property '"+"cached"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.checked_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checked_at"},message:"must have required property '"+"checked_at"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.checks === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.created_at === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.daily_allowance === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.name === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.next_check_at === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_check_at"},message:"must have required property '"+"next_check_at"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.poll_after_seconds === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "poll_after_seconds"},message:"must have required property '"+"poll_after_seconds"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.remaining_today === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remaining_today"},message:"must have required property '"+"remaining_today"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.resets_at === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resets_at"},message:"must have required property '"+"resets_at"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.sending_paused === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sending_paused"},message:"must have required property '"+"sending_paused"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.sent_today === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sent_today"},message:"must have required property '"+"sent_today"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.status === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.verified === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verified"},message:"must have required property '"+"verified"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.verified_at === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verified_at"},message:"must have required property '"+"verified_at"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func9.call(schema43.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.activated !== undefined){
if(typeof data.activated !== "boolean"){
const err18 = {instancePath:instancePath+"/activated",schemaPath:"#/properties/activated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.blocking !== undefined){
let data1 = data.blocking;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/properties/blocking/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((data2 === "spf") || (data2 === "dkim")) || (data2 === "dmarc")) || (data2 === "mx"))){
const err20 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/properties/blocking/items/enum",keyword:"enum",params:{allowedValues: schema43.properties.blocking.items.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath:instancePath+"/blocking",schemaPath:"#/properties/blocking/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.cached !== undefined){
if(typeof data.cached !== "boolean"){
const err22 = {instancePath:instancePath+"/cached",schemaPath:"#/properties/cached/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.checked_at !== undefined){
let data4 = data.checked_at;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err23 = {instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.checks !== undefined){
let data5 = data.checks;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.expected === undefined){
const err25 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "expected"},message:"must have required property '"+"expected"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.found === undefined){
const err26 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "found"},message:"must have required property '"+"found"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.name === undefined){
const err27 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.problem === undefined){
const err28 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "problem"},message:"must have required property '"+"problem"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6.purpose === undefined){
const err29 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.required === undefined){
const err30 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6.status === undefined){
const err31 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.type === undefined){
const err32 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key1 in data6){
if(!((((((((key1 === "expected") || (key1 === "found")) || (key1 === "name")) || (key1 === "problem")) || (key1 === "purpose")) || (key1 === "required")) || (key1 === "status")) || (key1 === "type"))){
const err33 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.expected !== undefined){
if(typeof data6.expected !== "string"){
const err34 = {instancePath:instancePath+"/checks/" + i1+"/expected",schemaPath:"#/properties/checks/items/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.found !== undefined){
if(!(validate99(data6.found, {instancePath:instancePath+"/checks/" + i1+"/found",parentData:data6,parentDataProperty:"found",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err35 = {instancePath:instancePath+"/checks/" + i1+"/name",schemaPath:"#/properties/checks/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data6.problem !== undefined){
let data10 = data6.problem;
if((typeof data10 !== "string") && (data10 !== null)){
const err36 = {instancePath:instancePath+"/checks/" + i1+"/problem",schemaPath:"#/properties/checks/items/properties/problem/type",keyword:"type",params:{type: schema43.properties.checks.items.properties.problem.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data6.purpose !== undefined){
let data11 = data6.purpose;
if(typeof data11 !== "string"){
const err37 = {instancePath:instancePath+"/checks/" + i1+"/purpose",schemaPath:"#/properties/checks/items/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((data11 === "spf") || (data11 === "dkim")) || (data11 === "dmarc")) || (data11 === "mx"))){
const err38 = {instancePath:instancePath+"/checks/" + i1+"/purpose",schemaPath:"#/properties/checks/items/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema43.properties.checks.items.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data6.required !== undefined){
if(typeof data6.required !== "boolean"){
const err39 = {instancePath:instancePath+"/checks/" + i1+"/required",schemaPath:"#/properties/checks/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data6.status !== undefined){
let data13 = data6.status;
if(typeof data13 !== "string"){
const err40 = {instancePath:instancePath+"/checks/" + i1+"/status",schemaPath:"#/properties/checks/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(((data13 === "ok") || (data13 === "missing")) || (data13 === "mismatch"))){
const err41 = {instancePath:instancePath+"/checks/" + i1+"/status",schemaPath:"#/properties/checks/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema43.properties.checks.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data6.type !== undefined){
let data14 = data6.type;
if(typeof data14 !== "string"){
const err42 = {instancePath:instancePath+"/checks/" + i1+"/type",schemaPath:"#/properties/checks/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!((data14 === "TXT") || (data14 === "MX"))){
const err43 = {instancePath:instancePath+"/checks/" + i1+"/type",schemaPath:"#/properties/checks/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema43.properties.checks.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err44 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err45 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.created_at !== undefined){
let data15 = data.created_at;
if(typeof data15 === "string"){
if(!(formats0.validate(data15))){
const err46 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err47 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.daily_allowance !== undefined){
let data16 = data.daily_allowance;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err48 = {instancePath:instancePath+"/daily_allowance",schemaPath:"#/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err49 = {instancePath:instancePath+"/daily_allowance",schemaPath:"#/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.name !== undefined){
if(!(validate71(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.next_check_at !== undefined){
if(!(validate73(data.next_check_at, {instancePath:instancePath+"/next_check_at",parentData:data,parentDataProperty:"next_check_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data.poll_after_seconds !== undefined){
let data19 = data.poll_after_seconds;
if((!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) && (data19 !== null)){
const err50 = {instancePath:instancePath+"/poll_after_seconds",schemaPath:"#/properties/poll_after_seconds/type",keyword:"type",params:{type: schema43.properties.poll_after_seconds.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 60 || isNaN(data19)){
const err51 = {instancePath:instancePath+"/poll_after_seconds",schemaPath:"#/properties/poll_after_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
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
if(data.remaining_today !== undefined){
let data20 = data.remaining_today;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err52 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err53 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.resets_at !== undefined){
let data21 = data.resets_at;
if(typeof data21 === "string"){
if(!(formats0.validate(data21))){
const err54 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err55 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.sending_paused !== undefined){
if(typeof data.sending_paused !== "boolean"){
const err56 = {instancePath:instancePath+"/sending_paused",schemaPath:"#/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.sent_today !== undefined){
let data23 = data.sent_today;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err57 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err58 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data24 = data.status;
if(typeof data24 !== "string"){
const err59 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!((data24 === "pending_verification") || (data24 === "active"))){
const err60 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema43.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.verified !== undefined){
if(typeof data.verified !== "boolean"){
const err61 = {instancePath:instancePath+"/verified",schemaPath:"#/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.verified_at !== undefined){
if(!(validate73(data.verified_at, {instancePath:instancePath+"/verified_at",parentData:data,parentDataProperty:"verified_at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_domain_input = add_domain_input;
