// Generated from spec/email.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const add_domain_input = validate20;
const schema31 = {"properties":{"name":{"description":"Bare domain to send from, e.g. mail.example.com; a subdomain is better than the root. No scheme, path, port, wildcard or trailing dot.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"}},"required":["name"],"type":"object"};
const func1 = __ajv_dep0.default;
const pattern4 = new RegExp("^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$", "u");

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
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.evaluated = {"props":{"name":true},"dynamicProps":false,"dynamicItems":false};

export const add_domain_output = validate21;
const schema32 = {"additionalProperties":false,"properties":{"created_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"daily_allowance":{"description":"Recipients the domain may send to per UTC day at its current rung.","minimum":0,"type":"integer"},"dkim_selector":{"description":"DKIM selector; the DKIM record lives at <selector>._domainkey.<domain>.","type":"string"},"name":{"description":"The domain, lower case, in ASCII (xn--) form.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"records":{"description":"Records to publish: SPF TXT, DKIM TXT, suggested DMARC TXT and MX for inbound mail.","items":{"additionalProperties":false,"description":"One DNS record to publish.","properties":{"name":{"description":"Fully qualified name to publish the record at, e.g. mail.example.com, s1._domainkey.mail.example.com, _dmarc.mail.example.com.","type":"string"},"note":{"description":"Advice, e.g. merge the include into an existing SPF record rather than publishing a second one.","type":["string","null"]},"priority":{"description":"MX preference; null for TXT.","maximum":65535,"minimum":0,"type":["integer","null"]},"purpose":{"description":"What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).","enum":["spf","dkim","dmarc","mx"],"type":"string"},"required":{"description":"True for records the domain needs to become active (SPF and DKIM); false for the suggested DMARC record and the MX record for inbound mail.","type":"boolean"},"ttl":{"description":"Suggested TTL in seconds.","minimum":60,"type":"integer"},"txt_strings":{"description":"TXT only: value split into character-strings of at most 255 bytes, to publish in this order as ONE record (long DKIM keys need it); null for MX.","items":{"maxLength":255,"type":"string"},"type":["array","null"]},"type":{"enum":["TXT","MX"],"type":"string"},"value":{"description":"The record's content: the full TXT text, or the MX target host.","type":"string"}},"required":["name","note","priority","purpose","required","ttl","txt_strings","type","value"],"type":"object"},"minItems":4,"type":"array"},"remaining_today":{"description":"Allowance units left today.","minimum":0,"type":"integer"},"resets_at":{"description":"When the daily allowance resets (next midnight UTC).","format":"date-time","type":"string"},"sending_paused":{"description":"True when sending from this domain is paused; get_sending_limits says why.","type":"boolean"},"sent_today":{"description":"Allowance units spent today (one per recipient).","minimum":0,"type":"integer"},"status":{"description":"pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.","enum":["pending_verification","active"],"type":"string"},"verified_at":{"anyOf":[{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},{"type":"null"}],"description":"When the domain became active; null while pending."}},"required":["created_at","daily_allowance","dkim_selector","name","records","remaining_today","resets_at","sending_paused","sent_today","status","verified_at"],"type":"object"};
const func2 = Object.prototype.hasOwnProperty;
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
if(!(func2.call(schema32.properties, key0))){
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
let data3 = data.name;
if(typeof data3 === "string"){
if(func1(data3) > 253){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data3)){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.records !== undefined){
let data4 = data.records;
if(Array.isArray(data4)){
if(data4.length < 4){
const err20 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err21 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.note === undefined){
const err22 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.priority === undefined){
const err23 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.purpose === undefined){
const err24 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.required === undefined){
const err25 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5.ttl === undefined){
const err26 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "ttl"},message:"must have required property '"+"ttl"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5.txt_strings === undefined){
const err27 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "txt_strings"},message:"must have required property '"+"txt_strings"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data5.type === undefined){
const err28 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data5.value === undefined){
const err29 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key1 in data5){
if(!(func2.call(schema32.properties.records.items.properties, key1))){
const err30 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.name !== undefined){
if(typeof data5.name !== "string"){
const err31 = {instancePath:instancePath+"/records/" + i0+"/name",schemaPath:"#/properties/records/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data5.note !== undefined){
let data7 = data5.note;
if((typeof data7 !== "string") && (data7 !== null)){
const err32 = {instancePath:instancePath+"/records/" + i0+"/note",schemaPath:"#/properties/records/items/properties/note/type",keyword:"type",params:{type: schema32.properties.records.items.properties.note.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data5.priority !== undefined){
let data8 = data5.priority;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err33 = {instancePath:instancePath+"/records/" + i0+"/priority",schemaPath:"#/properties/records/items/properties/priority/type",keyword:"type",params:{type: schema32.properties.records.items.properties.priority.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 65535 || isNaN(data8)){
const err34 = {instancePath:instancePath+"/records/" + i0+"/priority",schemaPath:"#/properties/records/items/properties/priority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err35 = {instancePath:instancePath+"/records/" + i0+"/priority",schemaPath:"#/properties/records/items/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.purpose !== undefined){
let data9 = data5.purpose;
if(typeof data9 !== "string"){
const err36 = {instancePath:instancePath+"/records/" + i0+"/purpose",schemaPath:"#/properties/records/items/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((((data9 === "spf") || (data9 === "dkim")) || (data9 === "dmarc")) || (data9 === "mx"))){
const err37 = {instancePath:instancePath+"/records/" + i0+"/purpose",schemaPath:"#/properties/records/items/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema32.properties.records.items.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data5.required !== undefined){
if(typeof data5.required !== "boolean"){
const err38 = {instancePath:instancePath+"/records/" + i0+"/required",schemaPath:"#/properties/records/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data5.ttl !== undefined){
let data11 = data5.ttl;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err39 = {instancePath:instancePath+"/records/" + i0+"/ttl",schemaPath:"#/properties/records/items/properties/ttl/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 60 || isNaN(data11)){
const err40 = {instancePath:instancePath+"/records/" + i0+"/ttl",schemaPath:"#/properties/records/items/properties/ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
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
if(data5.txt_strings !== undefined){
let data12 = data5.txt_strings;
if((!(Array.isArray(data12))) && (data12 !== null)){
const err41 = {instancePath:instancePath+"/records/" + i0+"/txt_strings",schemaPath:"#/properties/records/items/properties/txt_strings/type",keyword:"type",params:{type: schema32.properties.records.items.properties.txt_strings.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(typeof data13 === "string"){
if(func1(data13) > 255){
const err42 = {instancePath:instancePath+"/records/" + i0+"/txt_strings/" + i1,schemaPath:"#/properties/records/items/properties/txt_strings/items/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err43 = {instancePath:instancePath+"/records/" + i0+"/txt_strings/" + i1,schemaPath:"#/properties/records/items/properties/txt_strings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data5.type !== undefined){
let data14 = data5.type;
if(typeof data14 !== "string"){
const err44 = {instancePath:instancePath+"/records/" + i0+"/type",schemaPath:"#/properties/records/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((data14 === "TXT") || (data14 === "MX"))){
const err45 = {instancePath:instancePath+"/records/" + i0+"/type",schemaPath:"#/properties/records/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.records.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err46 = {instancePath:instancePath+"/records/" + i0+"/value",schemaPath:"#/properties/records/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.remaining_today !== undefined){
let data16 = data.remaining_today;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err49 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err50 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.resets_at !== undefined){
let data17 = data.resets_at;
if(typeof data17 === "string"){
if(!(formats0.validate(data17))){
const err51 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err52 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.sending_paused !== undefined){
if(typeof data.sending_paused !== "boolean"){
const err53 = {instancePath:instancePath+"/sending_paused",schemaPath:"#/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.sent_today !== undefined){
let data19 = data.sent_today;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err54 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err55 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data20 = data.status;
if(typeof data20 !== "string"){
const err56 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!((data20 === "pending_verification") || (data20 === "active"))){
const err57 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.verified_at !== undefined){
let data21 = data.verified_at;
const _errs46 = errors;
let valid6 = false;
const _errs47 = errors;
if(typeof data21 === "string"){
if(!(formats0.validate(data21))){
const err58 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err59 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid6 = valid6 || _valid0;
const _errs49 = errors;
if(data21 !== null){
const err60 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err61 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const create_account_input = validate22;
const schema33 = {"properties":{"email":{"description":"Contact address of the account owner.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"name":{"description":"Optional account or owner name.","maxLength":200,"minLength":1,"type":"string"},"password":{"description":"Web console password, at least 12 characters. Stored only as a slow salted hash.","minLength":12,"type":"string"}},"required":["email","password"],"type":"object"};
const pattern6 = new RegExp("^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$", "u");

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
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern6.test(data0)){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(func1(data2) < 12){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
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
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"email":true,"name":true,"password":true},"dynamicProps":false,"dynamicItems":false};

export const create_account_output = validate23;
const schema34 = {"additionalProperties":false,"properties":{"account_id":{"minLength":1,"type":"string"},"api_key":{"description":"The API key, shown only here. Send it as 'Authorization: Bearer <api_key>'.","minLength":20,"type":"string"},"created_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"domains_allowed":{"description":"Sending domains the account may hold.","minimum":0,"type":"integer"},"email":{"description":"Contact address.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"name":{"type":["string","null"]}},"required":["account_id","api_key","created_at","domains_allowed","email","name"],"type":"object"};

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
let data4 = data.email;
if(typeof data4 === "string"){
if(func1(data4) > 254){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern6.test(data4)){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.name !== undefined){
let data5 = data.name;
if((typeof data5 !== "string") && (data5 !== null)){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema34.properties.name.type},message:"must be string,null"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_delivery_events_input = validate24;
const schema35 = {"properties":{"domain":{"description":"One of the account's sending domains, e.g. mail.example.com.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"event":{"description":"Only events of this type: accepted, delivered, deferred, failed or bounced.","enum":["accepted","delivered","deferred","failed","bounced"],"type":"string"},"limit":{"default":25,"description":"Most events to return, 1 to 100 (default 25).","maximum":100,"minimum":1,"type":"integer"},"recipient":{"description":"Only events for this recipient address.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"}},"required":["domain"],"type":"object"};

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
let data0 = data.domain;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err1 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.event !== undefined){
let data1 = data.event;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((data1 === "accepted") || (data1 === "delivered")) || (data1 === "deferred")) || (data1 === "failed")) || (data1 === "bounced"))){
const err5 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/enum",keyword:"enum",params:{allowedValues: schema35.properties.event.enum},message:"must be equal to one of the allowed values"};
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
if(data2 > 100 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
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
if(data.recipient !== undefined){
let data3 = data.recipient;
if(typeof data3 === "string"){
if(func1(data3) > 254){
const err9 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern6.test(data3)){
const err10 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err11 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"domain":true,"event":true,"limit":true,"recipient":true},"dynamicProps":false,"dynamicItems":false};

export const get_delivery_events_output = validate25;
const schema36 = {"additionalProperties":false,"properties":{"domain":{"description":"The domain.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"events":{"items":{"additionalProperties":false,"properties":{"attempt":{"description":"Delivery attempt number for delivered, deferred and failed; null otherwise.","minimum":1,"type":["integer","null"]},"detail":{"description":"Plain-language explanation.","type":["string","null"]},"domain":{"description":"Sending domain.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"enhanced_status":{"description":"Enhanced status code, e.g. 5.1.1.","type":["string","null"]},"event_id":{"minLength":1,"type":"string"},"message_id":{"description":"The message_id send_email returned.","minLength":1,"type":"string"},"mx_host":{"description":"Server the relay talked to, when any.","type":["string","null"]},"next_attempt_at":{"anyOf":[{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},{"type":"null"}],"description":"deferred only: when the relay tries again; null otherwise."},"occurred_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"recipient":{"description":"The recipient this event is about.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"smtp_code":{"description":"SMTP reply code, e.g. 250, 451, 550.","maximum":599,"minimum":200,"type":["integer","null"]},"smtp_response":{"description":"Remote server's reply text.","type":["string","null"]},"type":{"description":"accepted (queued by the relay), delivered (the recipient's server took it), deferred (temporary failure, will retry), failed (gave up or permanently refused), bounced (a bounce message arrived later).","enum":["accepted","delivered","deferred","failed","bounced"],"type":"string"}},"required":["attempt","detail","domain","enhanced_status","event_id","message_id","mx_host","next_attempt_at","occurred_at","recipient","smtp_code","smtp_response","type"],"type":"object"},"type":"array"}},"required":["domain","events"],"type":"object"};

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
let data0 = data.domain;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err5 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
const err6 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.detail === undefined){
const err7 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.domain === undefined){
const err8 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.enhanced_status === undefined){
const err9 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "enhanced_status"},message:"must have required property '"+"enhanced_status"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.event_id === undefined){
const err10 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.message_id === undefined){
const err11 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.mx_host === undefined){
const err12 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "mx_host"},message:"must have required property '"+"mx_host"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.next_attempt_at === undefined){
const err13 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "next_attempt_at"},message:"must have required property '"+"next_attempt_at"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.occurred_at === undefined){
const err14 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "occurred_at"},message:"must have required property '"+"occurred_at"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.recipient === undefined){
const err15 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "recipient"},message:"must have required property '"+"recipient"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.smtp_code === undefined){
const err16 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "smtp_code"},message:"must have required property '"+"smtp_code"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.smtp_response === undefined){
const err17 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "smtp_response"},message:"must have required property '"+"smtp_response"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.type === undefined){
const err18 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data2){
if(!(func2.call(schema36.properties.events.items.properties, key1))){
const err19 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.attempt !== undefined){
let data3 = data2.attempt;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err20 = {instancePath:instancePath+"/events/" + i0+"/attempt",schemaPath:"#/properties/events/items/properties/attempt/type",keyword:"type",params:{type: schema36.properties.events.items.properties.attempt.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/events/" + i0+"/attempt",schemaPath:"#/properties/events/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.detail !== undefined){
let data4 = data2.detail;
if((typeof data4 !== "string") && (data4 !== null)){
const err22 = {instancePath:instancePath+"/events/" + i0+"/detail",schemaPath:"#/properties/events/items/properties/detail/type",keyword:"type",params:{type: schema36.properties.events.items.properties.detail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.domain !== undefined){
let data5 = data2.domain;
if(typeof data5 === "string"){
if(func1(data5) > 253){
const err23 = {instancePath:instancePath+"/events/" + i0+"/domain",schemaPath:"#/properties/events/items/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern4.test(data5)){
const err24 = {instancePath:instancePath+"/events/" + i0+"/domain",schemaPath:"#/properties/events/items/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err25 = {instancePath:instancePath+"/events/" + i0+"/domain",schemaPath:"#/properties/events/items/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.enhanced_status !== undefined){
let data6 = data2.enhanced_status;
if((typeof data6 !== "string") && (data6 !== null)){
const err26 = {instancePath:instancePath+"/events/" + i0+"/enhanced_status",schemaPath:"#/properties/events/items/properties/enhanced_status/type",keyword:"type",params:{type: schema36.properties.events.items.properties.enhanced_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.event_id !== undefined){
let data7 = data2.event_id;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err27 = {instancePath:instancePath+"/events/" + i0+"/event_id",schemaPath:"#/properties/events/items/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err28 = {instancePath:instancePath+"/events/" + i0+"/event_id",schemaPath:"#/properties/events/items/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.message_id !== undefined){
let data8 = data2.message_id;
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err29 = {instancePath:instancePath+"/events/" + i0+"/message_id",schemaPath:"#/properties/events/items/properties/message_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err30 = {instancePath:instancePath+"/events/" + i0+"/message_id",schemaPath:"#/properties/events/items/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.mx_host !== undefined){
let data9 = data2.mx_host;
if((typeof data9 !== "string") && (data9 !== null)){
const err31 = {instancePath:instancePath+"/events/" + i0+"/mx_host",schemaPath:"#/properties/events/items/properties/mx_host/type",keyword:"type",params:{type: schema36.properties.events.items.properties.mx_host.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.next_attempt_at !== undefined){
let data10 = data2.next_attempt_at;
const _errs24 = errors;
let valid4 = false;
const _errs25 = errors;
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err32 = {instancePath:instancePath+"/events/" + i0+"/next_attempt_at",schemaPath:"#/properties/events/items/properties/next_attempt_at/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err33 = {instancePath:instancePath+"/events/" + i0+"/next_attempt_at",schemaPath:"#/properties/events/items/properties/next_attempt_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
const _errs27 = errors;
if(data10 !== null){
const err34 = {instancePath:instancePath+"/events/" + i0+"/next_attempt_at",schemaPath:"#/properties/events/items/properties/next_attempt_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err35 = {instancePath:instancePath+"/events/" + i0+"/next_attempt_at",schemaPath:"#/properties/events/items/properties/next_attempt_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data2.occurred_at !== undefined){
let data11 = data2.occurred_at;
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err36 = {instancePath:instancePath+"/events/" + i0+"/occurred_at",schemaPath:"#/properties/events/items/properties/occurred_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err37 = {instancePath:instancePath+"/events/" + i0+"/occurred_at",schemaPath:"#/properties/events/items/properties/occurred_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data2.recipient !== undefined){
let data12 = data2.recipient;
if(typeof data12 === "string"){
if(func1(data12) > 254){
const err38 = {instancePath:instancePath+"/events/" + i0+"/recipient",schemaPath:"#/properties/events/items/properties/recipient/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern6.test(data12)){
const err39 = {instancePath:instancePath+"/events/" + i0+"/recipient",schemaPath:"#/properties/events/items/properties/recipient/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err40 = {instancePath:instancePath+"/events/" + i0+"/recipient",schemaPath:"#/properties/events/items/properties/recipient/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data2.smtp_code !== undefined){
let data13 = data2.smtp_code;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err41 = {instancePath:instancePath+"/events/" + i0+"/smtp_code",schemaPath:"#/properties/events/items/properties/smtp_code/type",keyword:"type",params:{type: schema36.properties.events.items.properties.smtp_code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 599 || isNaN(data13)){
const err42 = {instancePath:instancePath+"/events/" + i0+"/smtp_code",schemaPath:"#/properties/events/items/properties/smtp_code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data13 < 200 || isNaN(data13)){
const err43 = {instancePath:instancePath+"/events/" + i0+"/smtp_code",schemaPath:"#/properties/events/items/properties/smtp_code/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200"};
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
if(data2.smtp_response !== undefined){
let data14 = data2.smtp_response;
if((typeof data14 !== "string") && (data14 !== null)){
const err44 = {instancePath:instancePath+"/events/" + i0+"/smtp_response",schemaPath:"#/properties/events/items/properties/smtp_response/type",keyword:"type",params:{type: schema36.properties.events.items.properties.smtp_response.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data2.type !== undefined){
let data15 = data2.type;
if(typeof data15 !== "string"){
const err45 = {instancePath:instancePath+"/events/" + i0+"/type",schemaPath:"#/properties/events/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(((((data15 === "accepted") || (data15 === "delivered")) || (data15 === "deferred")) || (data15 === "failed")) || (data15 === "bounced"))){
const err46 = {instancePath:instancePath+"/events/" + i0+"/type",schemaPath:"#/properties/events/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema36.properties.events.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err47 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_sending_limits_input = validate26;
const schema37 = {"properties":{"domain":{"description":"A domain of the account; omit for the account-level answer only.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"}},"required":[],"type":"object"};

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
if(data.domain !== undefined){
let data0 = data.domain;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err0 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern4.test(data0)){
const err1 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err2 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate26.evaluated = {"props":{"domain":true},"dynamicProps":false,"dynamicItems":false};

export const get_sending_limits_output = validate27;
const schema38 = {"additionalProperties":false,"properties":{"account_paused":{"description":"True when the whole account may not send.","type":"boolean"},"account_paused_reason":{"description":"Why sending is paused; null when it is not.","enum":["bounce_rate","complaint_rate","operator",null],"type":["string","null"]},"domain":{"anyOf":[{"additionalProperties":false,"properties":{"bounce_rate":{"maximum":1,"minimum":0,"type":["number","null"]},"complaint_rate":{"maximum":1,"minimum":0,"type":["number","null"]},"daily_allowance":{"minimum":0,"type":"integer"},"days_at_rung":{"minimum":0,"type":"integer"},"delivery_rate":{"description":"Delivered / sent at this rung, 0 to 1; null before any send.","maximum":1,"minimum":0,"type":["number","null"]},"name":{"description":"The domain.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"next_rung":{"anyOf":[{"additionalProperties":false,"properties":{"daily_allowance":{"minimum":1,"type":"integer"},"eligible":{"description":"True when every requirement is met; graduation happens at the next evaluation.","type":"boolean"},"requirements":{"description":"Every criterion that must be met to graduate.","items":{"additionalProperties":false,"properties":{"comparison":{"description":"How current must compare with threshold.","enum":[">=","<="],"type":"string"},"criterion":{"enum":["days_at_rung","recipients_sent","delivery_rate","bounce_rate","complaint_rate"],"type":"string"},"current":{"description":"The domain's current value; null when nothing was sent yet.","minimum":0,"type":["number","null"]},"met":{"type":"boolean"},"threshold":{"description":"Rates are fractions 0 to 1; days and recipients are counts.","minimum":0,"type":"number"}},"required":["comparison","criterion","current","met","threshold"],"type":"object"},"type":"array"},"rung":{"minimum":2,"type":"integer"}},"required":["daily_allowance","eligible","requirements","rung"],"type":"object"},{"type":"null"}],"description":"The next rung and exactly what graduates to it; null at the top rung."},"paused_detail":{"description":"Plain-language explanation and what lifts the pause.","type":["string","null"]},"paused_reason":{"description":"Why sending is paused; null when it is not.","enum":["bounce_rate","complaint_rate","operator",null],"type":["string","null"]},"remaining_today":{"minimum":0,"type":"integer"},"resets_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"rung":{"description":"Current rung on the ladder, 1 = a new domain.","minimum":1,"type":"integer"},"sending_paused":{"type":"boolean"},"sent_today":{"minimum":0,"type":"integer"},"status":{"description":"pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.","enum":["pending_verification","active"],"type":"string"}},"required":["bounce_rate","complaint_rate","daily_allowance","days_at_rung","delivery_rate","name","next_rung","paused_detail","paused_reason","remaining_today","resets_at","rung","sending_paused","sent_today","status"],"type":"object"},{"type":"null"}],"description":"The requested domain's allowance, rung and pause state; null when no domain was given."},"domains_allowed":{"description":"Sending domains the account may hold.","minimum":0,"type":"integer"},"domains_used":{"minimum":0,"type":"integer"},"ladder":{"description":"The whole rung ladder, lowest first: daily allowance per rung.","items":{"additionalProperties":false,"properties":{"daily_allowance":{"minimum":1,"type":"integer"},"rung":{"minimum":1,"type":"integer"}},"required":["daily_allowance","rung"],"type":"object"},"minItems":1,"type":"array"},"pause_thresholds":{"additionalProperties":false,"properties":{"bounce_rate":{"maximum":1,"minimum":0,"type":"number"},"complaint_rate":{"maximum":1,"minimum":0,"type":"number"}},"required":["bounce_rate","complaint_rate"],"type":"object"}},"required":["account_paused","account_paused_reason","domain","domains_allowed","domains_used","ladder","pause_thresholds"],"type":"object"};

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
let data1 = data.account_paused_reason;
if((typeof data1 !== "string") && (data1 !== null)){
const err9 = {instancePath:instancePath+"/account_paused_reason",schemaPath:"#/properties/account_paused_reason/type",keyword:"type",params:{type: schema38.properties.account_paused_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((data1 === "bounce_rate") || (data1 === "complaint_rate")) || (data1 === "operator")) || (data1 === null))){
const err10 = {instancePath:instancePath+"/account_paused_reason",schemaPath:"#/properties/account_paused_reason/enum",keyword:"enum",params:{allowedValues: schema38.properties.account_paused_reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.domain !== undefined){
let data2 = data.domain;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.bounce_rate === undefined){
const err11 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "bounce_rate"},message:"must have required property '"+"bounce_rate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.complaint_rate === undefined){
const err12 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "complaint_rate"},message:"must have required property '"+"complaint_rate"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.daily_allowance === undefined){
const err13 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.days_at_rung === undefined){
const err14 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "days_at_rung"},message:"must have required property '"+"days_at_rung"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.delivery_rate === undefined){
const err15 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "delivery_rate"},message:"must have required property '"+"delivery_rate"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.name === undefined){
const err16 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.next_rung === undefined){
const err17 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "next_rung"},message:"must have required property '"+"next_rung"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.paused_detail === undefined){
const err18 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "paused_detail"},message:"must have required property '"+"paused_detail"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.paused_reason === undefined){
const err19 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "paused_reason"},message:"must have required property '"+"paused_reason"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.remaining_today === undefined){
const err20 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "remaining_today"},message:"must have required property '"+"remaining_today"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data2.resets_at === undefined){
const err21 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "resets_at"},message:"must have required property '"+"resets_at"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data2.rung === undefined){
const err22 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "rung"},message:"must have required property '"+"rung"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data2.sending_paused === undefined){
const err23 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "sending_paused"},message:"must have required property '"+"sending_paused"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data2.sent_today === undefined){
const err24 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "sent_today"},message:"must have required property '"+"sent_today"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data2.status === undefined){
const err25 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key1 in data2){
if(!(func2.call(schema38.properties.domain.anyOf[0].properties, key1))){
const err26 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.bounce_rate !== undefined){
let data3 = data2.bounce_rate;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err27 = {instancePath:instancePath+"/domain/bounce_rate",schemaPath:"#/properties/domain/anyOf/0/properties/bounce_rate/type",keyword:"type",params:{type: schema38.properties.domain.anyOf[0].properties.bounce_rate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err28 = {instancePath:instancePath+"/domain/bounce_rate",schemaPath:"#/properties/domain/anyOf/0/properties/bounce_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err29 = {instancePath:instancePath+"/domain/bounce_rate",schemaPath:"#/properties/domain/anyOf/0/properties/bounce_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.complaint_rate !== undefined){
let data4 = data2.complaint_rate;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err30 = {instancePath:instancePath+"/domain/complaint_rate",schemaPath:"#/properties/domain/anyOf/0/properties/complaint_rate/type",keyword:"type",params:{type: schema38.properties.domain.anyOf[0].properties.complaint_rate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err31 = {instancePath:instancePath+"/domain/complaint_rate",schemaPath:"#/properties/domain/anyOf/0/properties/complaint_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err32 = {instancePath:instancePath+"/domain/complaint_rate",schemaPath:"#/properties/domain/anyOf/0/properties/complaint_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.daily_allowance !== undefined){
let data5 = data2.daily_allowance;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err33 = {instancePath:instancePath+"/domain/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err34 = {instancePath:instancePath+"/domain/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.days_at_rung !== undefined){
let data6 = data2.days_at_rung;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err35 = {instancePath:instancePath+"/domain/days_at_rung",schemaPath:"#/properties/domain/anyOf/0/properties/days_at_rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err36 = {instancePath:instancePath+"/domain/days_at_rung",schemaPath:"#/properties/domain/anyOf/0/properties/days_at_rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.delivery_rate !== undefined){
let data7 = data2.delivery_rate;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err37 = {instancePath:instancePath+"/domain/delivery_rate",schemaPath:"#/properties/domain/anyOf/0/properties/delivery_rate/type",keyword:"type",params:{type: schema38.properties.domain.anyOf[0].properties.delivery_rate.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1 || isNaN(data7)){
const err38 = {instancePath:instancePath+"/domain/delivery_rate",schemaPath:"#/properties/domain/anyOf/0/properties/delivery_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err39 = {instancePath:instancePath+"/domain/delivery_rate",schemaPath:"#/properties/domain/anyOf/0/properties/delivery_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.name !== undefined){
let data8 = data2.name;
if(typeof data8 === "string"){
if(func1(data8) > 253){
const err40 = {instancePath:instancePath+"/domain/name",schemaPath:"#/properties/domain/anyOf/0/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern4.test(data8)){
const err41 = {instancePath:instancePath+"/domain/name",schemaPath:"#/properties/domain/anyOf/0/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err42 = {instancePath:instancePath+"/domain/name",schemaPath:"#/properties/domain/anyOf/0/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data2.next_rung !== undefined){
let data9 = data2.next_rung;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.daily_allowance === undefined){
const err43 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data9.eligible === undefined){
const err44 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "eligible"},message:"must have required property '"+"eligible"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data9.requirements === undefined){
const err45 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data9.rung === undefined){
const err46 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/required",keyword:"required",params:{missingProperty: "rung"},message:"must have required property '"+"rung"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key2 in data9){
if(!((((key2 === "daily_allowance") || (key2 === "eligible")) || (key2 === "requirements")) || (key2 === "rung"))){
const err47 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9.daily_allowance !== undefined){
let data10 = data9.daily_allowance;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err48 = {instancePath:instancePath+"/domain/next_rung/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err49 = {instancePath:instancePath+"/domain/next_rung/daily_allowance",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.eligible !== undefined){
if(typeof data9.eligible !== "boolean"){
const err50 = {instancePath:instancePath+"/domain/next_rung/eligible",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/eligible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
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
const err51 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "comparison"},message:"must have required property '"+"comparison"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data13.criterion === undefined){
const err52 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "criterion"},message:"must have required property '"+"criterion"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data13.current === undefined){
const err53 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "current"},message:"must have required property '"+"current"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data13.met === undefined){
const err54 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "met"},message:"must have required property '"+"met"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data13.threshold === undefined){
const err55 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/required",keyword:"required",params:{missingProperty: "threshold"},message:"must have required property '"+"threshold"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key3 in data13){
if(!(((((key3 === "comparison") || (key3 === "criterion")) || (key3 === "current")) || (key3 === "met")) || (key3 === "threshold"))){
const err56 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data13.comparison !== undefined){
let data14 = data13.comparison;
if(typeof data14 !== "string"){
const err57 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/comparison",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/comparison/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!((data14 === ">=") || (data14 === "<="))){
const err58 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/comparison",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/comparison/enum",keyword:"enum",params:{allowedValues: schema38.properties.domain.anyOf[0].properties.next_rung.anyOf[0].properties.requirements.items.properties.comparison.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data13.criterion !== undefined){
let data15 = data13.criterion;
if(typeof data15 !== "string"){
const err59 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/criterion",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!(((((data15 === "days_at_rung") || (data15 === "recipients_sent")) || (data15 === "delivery_rate")) || (data15 === "bounce_rate")) || (data15 === "complaint_rate"))){
const err60 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/criterion",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/criterion/enum",keyword:"enum",params:{allowedValues: schema38.properties.domain.anyOf[0].properties.next_rung.anyOf[0].properties.requirements.items.properties.criterion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data13.current !== undefined){
let data16 = data13.current;
if((!((typeof data16 == "number") && (isFinite(data16)))) && (data16 !== null)){
const err61 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/current",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/current/type",keyword:"type",params:{type: schema38.properties.domain.anyOf[0].properties.next_rung.anyOf[0].properties.requirements.items.properties.current.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err62 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/current",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/current/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data13.met !== undefined){
if(typeof data13.met !== "boolean"){
const err63 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/met",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/met/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data13.threshold !== undefined){
let data18 = data13.threshold;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err64 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/threshold",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err65 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0+"/threshold",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/domain/next_rung/requirements/" + i0,schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err67 = {instancePath:instancePath+"/domain/next_rung/requirements",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data9.rung !== undefined){
let data19 = data9.rung;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err68 = {instancePath:instancePath+"/domain/next_rung/rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 2 || isNaN(data19)){
const err69 = {instancePath:instancePath+"/domain/next_rung/rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/properties/rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
}
else {
const err70 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs49 = errors;
if(data9 !== null){
const err71 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err72 = {instancePath:instancePath+"/domain/next_rung",schemaPath:"#/properties/domain/anyOf/0/properties/next_rung/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
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
const err73 = {instancePath:instancePath+"/domain/paused_detail",schemaPath:"#/properties/domain/anyOf/0/properties/paused_detail/type",keyword:"type",params:{type: schema38.properties.domain.anyOf[0].properties.paused_detail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data2.paused_reason !== undefined){
let data21 = data2.paused_reason;
if((typeof data21 !== "string") && (data21 !== null)){
const err74 = {instancePath:instancePath+"/domain/paused_reason",schemaPath:"#/properties/domain/anyOf/0/properties/paused_reason/type",keyword:"type",params:{type: schema38.properties.domain.anyOf[0].properties.paused_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!((((data21 === "bounce_rate") || (data21 === "complaint_rate")) || (data21 === "operator")) || (data21 === null))){
const err75 = {instancePath:instancePath+"/domain/paused_reason",schemaPath:"#/properties/domain/anyOf/0/properties/paused_reason/enum",keyword:"enum",params:{allowedValues: schema38.properties.domain.anyOf[0].properties.paused_reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data2.remaining_today !== undefined){
let data22 = data2.remaining_today;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err76 = {instancePath:instancePath+"/domain/remaining_today",schemaPath:"#/properties/domain/anyOf/0/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err77 = {instancePath:instancePath+"/domain/remaining_today",schemaPath:"#/properties/domain/anyOf/0/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.resets_at !== undefined){
let data23 = data2.resets_at;
if(typeof data23 === "string"){
if(!(formats0.validate(data23))){
const err78 = {instancePath:instancePath+"/domain/resets_at",schemaPath:"#/properties/domain/anyOf/0/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err79 = {instancePath:instancePath+"/domain/resets_at",schemaPath:"#/properties/domain/anyOf/0/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data2.rung !== undefined){
let data24 = data2.rung;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err80 = {instancePath:instancePath+"/domain/rung",schemaPath:"#/properties/domain/anyOf/0/properties/rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err81 = {instancePath:instancePath+"/domain/rung",schemaPath:"#/properties/domain/anyOf/0/properties/rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.sending_paused !== undefined){
if(typeof data2.sending_paused !== "boolean"){
const err82 = {instancePath:instancePath+"/domain/sending_paused",schemaPath:"#/properties/domain/anyOf/0/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data2.sent_today !== undefined){
let data26 = data2.sent_today;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err83 = {instancePath:instancePath+"/domain/sent_today",schemaPath:"#/properties/domain/anyOf/0/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err84 = {instancePath:instancePath+"/domain/sent_today",schemaPath:"#/properties/domain/anyOf/0/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.status !== undefined){
let data27 = data2.status;
if(typeof data27 !== "string"){
const err85 = {instancePath:instancePath+"/domain/status",schemaPath:"#/properties/domain/anyOf/0/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!((data27 === "pending_verification") || (data27 === "active"))){
const err86 = {instancePath:instancePath+"/domain/status",schemaPath:"#/properties/domain/anyOf/0/properties/status/enum",keyword:"enum",params:{allowedValues: schema38.properties.domain.anyOf[0].properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err87 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs67 = errors;
if(data2 !== null){
const err88 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid0 = _errs67 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err89 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
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
const err90 = {instancePath:instancePath+"/domains_allowed",schemaPath:"#/properties/domains_allowed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err91 = {instancePath:instancePath+"/domains_allowed",schemaPath:"#/properties/domains_allowed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
if(data.domains_used !== undefined){
let data29 = data.domains_used;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err92 = {instancePath:instancePath+"/domains_used",schemaPath:"#/properties/domains_used/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err93 = {instancePath:instancePath+"/domains_used",schemaPath:"#/properties/domains_used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
if(data.ladder !== undefined){
let data30 = data.ladder;
if(Array.isArray(data30)){
if(data30.length < 1){
const err94 = {instancePath:instancePath+"/ladder",schemaPath:"#/properties/ladder/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.daily_allowance === undefined){
const err95 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/required",keyword:"required",params:{missingProperty: "daily_allowance"},message:"must have required property '"+"daily_allowance"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data31.rung === undefined){
const err96 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/required",keyword:"required",params:{missingProperty: "rung"},message:"must have required property '"+"rung"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
for(const key4 in data31){
if(!((key4 === "daily_allowance") || (key4 === "rung"))){
const err97 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data31.daily_allowance !== undefined){
let data32 = data31.daily_allowance;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err98 = {instancePath:instancePath+"/ladder/" + i1+"/daily_allowance",schemaPath:"#/properties/ladder/items/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 1 || isNaN(data32)){
const err99 = {instancePath:instancePath+"/ladder/" + i1+"/daily_allowance",schemaPath:"#/properties/ladder/items/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data31.rung !== undefined){
let data33 = data31.rung;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err100 = {instancePath:instancePath+"/ladder/" + i1+"/rung",schemaPath:"#/properties/ladder/items/properties/rung/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err101 = {instancePath:instancePath+"/ladder/" + i1+"/rung",schemaPath:"#/properties/ladder/items/properties/rung/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err102 = {instancePath:instancePath+"/ladder/" + i1,schemaPath:"#/properties/ladder/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err103 = {instancePath:instancePath+"/ladder",schemaPath:"#/properties/ladder/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.pause_thresholds !== undefined){
let data34 = data.pause_thresholds;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.bounce_rate === undefined){
const err104 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/required",keyword:"required",params:{missingProperty: "bounce_rate"},message:"must have required property '"+"bounce_rate"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data34.complaint_rate === undefined){
const err105 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/required",keyword:"required",params:{missingProperty: "complaint_rate"},message:"must have required property '"+"complaint_rate"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
for(const key5 in data34){
if(!((key5 === "bounce_rate") || (key5 === "complaint_rate"))){
const err106 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data34.bounce_rate !== undefined){
let data35 = data34.bounce_rate;
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 1 || isNaN(data35)){
const err107 = {instancePath:instancePath+"/pause_thresholds/bounce_rate",schemaPath:"#/properties/pause_thresholds/properties/bounce_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err108 = {instancePath:instancePath+"/pause_thresholds/bounce_rate",schemaPath:"#/properties/pause_thresholds/properties/bounce_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/pause_thresholds/bounce_rate",schemaPath:"#/properties/pause_thresholds/properties/bounce_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data34.complaint_rate !== undefined){
let data36 = data34.complaint_rate;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 1 || isNaN(data36)){
const err110 = {instancePath:instancePath+"/pause_thresholds/complaint_rate",schemaPath:"#/properties/pause_thresholds/properties/complaint_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err111 = {instancePath:instancePath+"/pause_thresholds/complaint_rate",schemaPath:"#/properties/pause_thresholds/properties/complaint_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/pause_thresholds/complaint_rate",schemaPath:"#/properties/pause_thresholds/properties/complaint_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/pause_thresholds",schemaPath:"#/properties/pause_thresholds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_domains_input = validate28;
const schema39 = {"properties":{},"required":[],"type":"object"};

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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const list_domains_output = validate29;
const schema40 = {"additionalProperties":false,"properties":{"domains":{"items":{"additionalProperties":false,"description":"A sending domain of the account.","properties":{"created_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"daily_allowance":{"description":"Recipients the domain may send to per UTC day at its current rung.","minimum":0,"type":"integer"},"name":{"description":"The domain, lower case, in ASCII (xn--) form.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"remaining_today":{"description":"Allowance units left today.","minimum":0,"type":"integer"},"resets_at":{"description":"When the daily allowance resets (next midnight UTC).","format":"date-time","type":"string"},"sending_paused":{"description":"True when sending from this domain is paused; get_sending_limits says why.","type":"boolean"},"sent_today":{"description":"Allowance units spent today (one per recipient).","minimum":0,"type":"integer"},"status":{"description":"pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.","enum":["pending_verification","active"],"type":"string"},"verified_at":{"anyOf":[{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},{"type":"null"}],"description":"When the domain became active; null while pending."}},"required":["created_at","daily_allowance","name","remaining_today","resets_at","sending_paused","sent_today","status","verified_at"],"type":"object"},"type":"array"}},"required":["domains"],"type":"object"};

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
if(!(func2.call(schema40.properties.domains.items.properties, key1))){
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
let data4 = data1.name;
if(typeof data4 === "string"){
if(func1(data4) > 253){
const err16 = {instancePath:instancePath+"/domains/" + i0+"/name",schemaPath:"#/properties/domains/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data4)){
const err17 = {instancePath:instancePath+"/domains/" + i0+"/name",schemaPath:"#/properties/domains/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err18 = {instancePath:instancePath+"/domains/" + i0+"/name",schemaPath:"#/properties/domains/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.remaining_today !== undefined){
let data5 = data1.remaining_today;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/domains/" + i0+"/remaining_today",schemaPath:"#/properties/domains/items/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err20 = {instancePath:instancePath+"/domains/" + i0+"/remaining_today",schemaPath:"#/properties/domains/items/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.resets_at !== undefined){
let data6 = data1.resets_at;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err21 = {instancePath:instancePath+"/domains/" + i0+"/resets_at",schemaPath:"#/properties/domains/items/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err22 = {instancePath:instancePath+"/domains/" + i0+"/resets_at",schemaPath:"#/properties/domains/items/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.sending_paused !== undefined){
if(typeof data1.sending_paused !== "boolean"){
const err23 = {instancePath:instancePath+"/domains/" + i0+"/sending_paused",schemaPath:"#/properties/domains/items/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.sent_today !== undefined){
let data8 = data1.sent_today;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/domains/" + i0+"/sent_today",schemaPath:"#/properties/domains/items/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/domains/" + i0+"/sent_today",schemaPath:"#/properties/domains/items/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.status !== undefined){
let data9 = data1.status;
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/domains/" + i0+"/status",schemaPath:"#/properties/domains/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data9 === "pending_verification") || (data9 === "active"))){
const err27 = {instancePath:instancePath+"/domains/" + i0+"/status",schemaPath:"#/properties/domains/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema40.properties.domains.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.verified_at !== undefined){
let data10 = data1.verified_at;
const _errs24 = errors;
let valid4 = false;
const _errs25 = errors;
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err28 = {instancePath:instancePath+"/domains/" + i0+"/verified_at",schemaPath:"#/properties/domains/items/properties/verified_at/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err29 = {instancePath:instancePath+"/domains/" + i0+"/verified_at",schemaPath:"#/properties/domains/items/properties/verified_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
const _errs27 = errors;
if(data10 !== null){
const err30 = {instancePath:instancePath+"/domains/" + i0+"/verified_at",schemaPath:"#/properties/domains/items/properties/verified_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err31 = {instancePath:instancePath+"/domains/" + i0+"/verified_at",schemaPath:"#/properties/domains/items/properties/verified_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/domains/" + i0,schemaPath:"#/properties/domains/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/domains",schemaPath:"#/properties/domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_messages_input = validate30;
const schema41 = {"properties":{"direction":{"description":"Only sent (outbound) or only received (inbound) messages.","enum":["outbound","inbound"],"type":"string"},"domain":{"description":"One of the account's sending domains, e.g. mail.example.com.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"folder":{"description":"Only inbound messages filed to this folder.","enum":["inbox","spam"],"type":"string"},"limit":{"default":25,"description":"Most messages to return, up to 100 (default 25).","maximum":100,"minimum":1,"type":"integer"}},"required":["domain"],"type":"object"};

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
const err2 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema41.properties.direction.enum},message:"must be equal to one of the allowed values"};
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
let data1 = data.domain;
if(typeof data1 === "string"){
if(func1(data1) > 253){
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err5 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.folder !== undefined){
let data2 = data.folder;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === "inbox") || (data2 === "spam"))){
const err7 = {instancePath:instancePath+"/folder",schemaPath:"#/properties/folder/enum",keyword:"enum",params:{allowedValues: schema41.properties.folder.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"direction":true,"domain":true,"folder":true,"limit":true},"dynamicProps":false,"dynamicItems":false};

export const list_messages_output = validate31;
const schema42 = {"additionalProperties":false,"properties":{"domain":{"description":"The domain.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"messages":{"items":{"additionalProperties":false,"description":"A sent or received message.","properties":{"authentication":{"anyOf":[{"additionalProperties":false,"properties":{"dkim":{"description":"SPF/DKIM/DMARC result of an inbound message.","enum":["pass","fail","softfail","neutral","none","policy","temperror","permerror"],"type":"string"},"dmarc":{"description":"SPF/DKIM/DMARC result of an inbound message.","enum":["pass","fail","softfail","neutral","none","policy","temperror","permerror"],"type":"string"},"spf":{"description":"SPF/DKIM/DMARC result of an inbound message.","enum":["pass","fail","softfail","neutral","none","policy","temperror","permerror"],"type":"string"}},"required":["dkim","dmarc","spf"],"type":"object"},{"type":"null"}],"description":"inbound: SPF, DKIM and DMARC results that decided the folder; null for outbound."},"body_truncated":{"description":"True when text or html was cut at 64 KiB in this listing.","type":"boolean"},"created_at":{"description":"When the message was queued (outbound) or received (inbound).","format":"date-time","type":"string"},"direction":{"enum":["outbound","inbound"],"type":"string"},"domain":{"description":"The account's domain the message was sent from or received for.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"folder":{"description":"inbound: inbox or spam; null for outbound.","enum":["inbox","spam",null],"type":["string","null"]},"from":{"type":"string"},"html":{"description":"HTML body, or null.","type":["string","null"]},"message_id":{"minLength":1,"type":"string"},"recipients":{"anyOf":[{"items":{"additionalProperties":false,"properties":{"address":{"description":"Recipient.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"status":{"description":"Latest outcome for this recipient.","enum":["queued","delivered","deferred","failed","bounced"],"type":"string"}},"required":["address","status"],"type":"object"},"type":"array"},{"type":"null"}],"description":"outbound: outcome per recipient; null for inbound."},"size_bytes":{"minimum":0,"type":"integer"},"status":{"description":"outbound: queued (some recipients have no final outcome yet), delivered (all delivered), partial (all final, some failed), failed (none delivered); inbound: received.","enum":["queued","delivered","partial","failed","received"],"type":"string"},"subject":{"type":["string","null"]},"text":{"description":"Plain-text body, or null.","type":["string","null"]},"to":{"items":{"type":"string"},"type":"array"}},"required":["authentication","body_truncated","created_at","direction","domain","folder","from","html","message_id","recipients","size_bytes","status","subject","text","to"],"type":"object"},"type":"array"}},"required":["domain","messages"],"type":"object"};

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
let data0 = data.domain;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err5 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
const err6 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "authentication"},message:"must have required property '"+"authentication"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.body_truncated === undefined){
const err7 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "body_truncated"},message:"must have required property '"+"body_truncated"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.created_at === undefined){
const err8 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.direction === undefined){
const err9 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.domain === undefined){
const err10 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.folder === undefined){
const err11 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.from === undefined){
const err12 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.html === undefined){
const err13 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.message_id === undefined){
const err14 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "message_id"},message:"must have required property '"+"message_id"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.recipients === undefined){
const err15 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "recipients"},message:"must have required property '"+"recipients"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.size_bytes === undefined){
const err16 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "size_bytes"},message:"must have required property '"+"size_bytes"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.status === undefined){
const err17 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.subject === undefined){
const err18 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.text === undefined){
const err19 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.to === undefined){
const err20 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data2){
if(!(func2.call(schema42.properties.messages.items.properties, key1))){
const err21 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.authentication !== undefined){
let data3 = data2.authentication;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.dkim === undefined){
const err22 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/required",keyword:"required",params:{missingProperty: "dkim"},message:"must have required property '"+"dkim"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3.dmarc === undefined){
const err23 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/required",keyword:"required",params:{missingProperty: "dmarc"},message:"must have required property '"+"dmarc"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.spf === undefined){
const err24 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/required",keyword:"required",params:{missingProperty: "spf"},message:"must have required property '"+"spf"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "dkim") || (key2 === "dmarc")) || (key2 === "spf"))){
const err25 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.dkim !== undefined){
let data4 = data3.dkim;
if(typeof data4 !== "string"){
const err26 = {instancePath:instancePath+"/messages/" + i0+"/authentication/dkim",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/properties/dkim/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((((((data4 === "pass") || (data4 === "fail")) || (data4 === "softfail")) || (data4 === "neutral")) || (data4 === "none")) || (data4 === "policy")) || (data4 === "temperror")) || (data4 === "permerror"))){
const err27 = {instancePath:instancePath+"/messages/" + i0+"/authentication/dkim",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/properties/dkim/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.authentication.anyOf[0].properties.dkim.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.dmarc !== undefined){
let data5 = data3.dmarc;
if(typeof data5 !== "string"){
const err28 = {instancePath:instancePath+"/messages/" + i0+"/authentication/dmarc",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/properties/dmarc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((((((((data5 === "pass") || (data5 === "fail")) || (data5 === "softfail")) || (data5 === "neutral")) || (data5 === "none")) || (data5 === "policy")) || (data5 === "temperror")) || (data5 === "permerror"))){
const err29 = {instancePath:instancePath+"/messages/" + i0+"/authentication/dmarc",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/properties/dmarc/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.authentication.anyOf[0].properties.dmarc.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data3.spf !== undefined){
let data6 = data3.spf;
if(typeof data6 !== "string"){
const err30 = {instancePath:instancePath+"/messages/" + i0+"/authentication/spf",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/properties/spf/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!((((((((data6 === "pass") || (data6 === "fail")) || (data6 === "softfail")) || (data6 === "neutral")) || (data6 === "none")) || (data6 === "policy")) || (data6 === "temperror")) || (data6 === "permerror"))){
const err31 = {instancePath:instancePath+"/messages/" + i0+"/authentication/spf",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/properties/spf/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.authentication.anyOf[0].properties.spf.enum},message:"must be equal to one of the allowed values"};
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
const err32 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
const _errs20 = errors;
if(data3 !== null){
const err33 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err34 = {instancePath:instancePath+"/messages/" + i0+"/authentication",schemaPath:"#/properties/messages/items/properties/authentication/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
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
if(data2.body_truncated !== undefined){
if(typeof data2.body_truncated !== "boolean"){
const err35 = {instancePath:instancePath+"/messages/" + i0+"/body_truncated",schemaPath:"#/properties/messages/items/properties/body_truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data2.created_at !== undefined){
let data8 = data2.created_at;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err36 = {instancePath:instancePath+"/messages/" + i0+"/created_at",schemaPath:"#/properties/messages/items/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err37 = {instancePath:instancePath+"/messages/" + i0+"/created_at",schemaPath:"#/properties/messages/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data2.direction !== undefined){
let data9 = data2.direction;
if(typeof data9 !== "string"){
const err38 = {instancePath:instancePath+"/messages/" + i0+"/direction",schemaPath:"#/properties/messages/items/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!((data9 === "outbound") || (data9 === "inbound"))){
const err39 = {instancePath:instancePath+"/messages/" + i0+"/direction",schemaPath:"#/properties/messages/items/properties/direction/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data2.domain !== undefined){
let data10 = data2.domain;
if(typeof data10 === "string"){
if(func1(data10) > 253){
const err40 = {instancePath:instancePath+"/messages/" + i0+"/domain",schemaPath:"#/properties/messages/items/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern4.test(data10)){
const err41 = {instancePath:instancePath+"/messages/" + i0+"/domain",schemaPath:"#/properties/messages/items/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err42 = {instancePath:instancePath+"/messages/" + i0+"/domain",schemaPath:"#/properties/messages/items/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data2.folder !== undefined){
let data11 = data2.folder;
if((typeof data11 !== "string") && (data11 !== null)){
const err43 = {instancePath:instancePath+"/messages/" + i0+"/folder",schemaPath:"#/properties/messages/items/properties/folder/type",keyword:"type",params:{type: schema42.properties.messages.items.properties.folder.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(((data11 === "inbox") || (data11 === "spam")) || (data11 === null))){
const err44 = {instancePath:instancePath+"/messages/" + i0+"/folder",schemaPath:"#/properties/messages/items/properties/folder/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.folder.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data2.from !== undefined){
if(typeof data2.from !== "string"){
const err45 = {instancePath:instancePath+"/messages/" + i0+"/from",schemaPath:"#/properties/messages/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data2.html !== undefined){
let data13 = data2.html;
if((typeof data13 !== "string") && (data13 !== null)){
const err46 = {instancePath:instancePath+"/messages/" + i0+"/html",schemaPath:"#/properties/messages/items/properties/html/type",keyword:"type",params:{type: schema42.properties.messages.items.properties.html.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data2.message_id !== undefined){
let data14 = data2.message_id;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err47 = {instancePath:instancePath+"/messages/" + i0+"/message_id",schemaPath:"#/properties/messages/items/properties/message_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/messages/" + i0+"/message_id",schemaPath:"#/properties/messages/items/properties/message_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data2.recipients !== undefined){
let data15 = data2.recipients;
const _errs39 = errors;
let valid6 = false;
const _errs40 = errors;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.address === undefined){
const err49 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data16.status === undefined){
const err50 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key3 in data16){
if(!((key3 === "address") || (key3 === "status"))){
const err51 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.address !== undefined){
let data17 = data16.address;
if(typeof data17 === "string"){
if(func1(data17) > 254){
const err52 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/address",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/address/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern6.test(data17)){
const err53 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/address",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/address/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err54 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/address",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data16.status !== undefined){
let data18 = data16.status;
if(typeof data18 !== "string"){
const err55 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/status",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!(((((data18 === "queued") || (data18 === "delivered")) || (data18 === "deferred")) || (data18 === "failed")) || (data18 === "bounced"))){
const err56 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1+"/status",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.recipients.anyOf[0].items.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err57 = {instancePath:instancePath+"/messages/" + i0+"/recipients/" + i1,schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err58 = {instancePath:instancePath+"/messages/" + i0+"/recipients",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid6 = valid6 || _valid1;
const _errs49 = errors;
if(data15 !== null){
const err59 = {instancePath:instancePath+"/messages/" + i0+"/recipients",schemaPath:"#/properties/messages/items/properties/recipients/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err60 = {instancePath:instancePath+"/messages/" + i0+"/recipients",schemaPath:"#/properties/messages/items/properties/recipients/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
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
const err61 = {instancePath:instancePath+"/messages/" + i0+"/size_bytes",schemaPath:"#/properties/messages/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err62 = {instancePath:instancePath+"/messages/" + i0+"/size_bytes",schemaPath:"#/properties/messages/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data2.status !== undefined){
let data20 = data2.status;
if(typeof data20 !== "string"){
const err63 = {instancePath:instancePath+"/messages/" + i0+"/status",schemaPath:"#/properties/messages/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(((((data20 === "queued") || (data20 === "delivered")) || (data20 === "partial")) || (data20 === "failed")) || (data20 === "received"))){
const err64 = {instancePath:instancePath+"/messages/" + i0+"/status",schemaPath:"#/properties/messages/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.messages.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data2.subject !== undefined){
let data21 = data2.subject;
if((typeof data21 !== "string") && (data21 !== null)){
const err65 = {instancePath:instancePath+"/messages/" + i0+"/subject",schemaPath:"#/properties/messages/items/properties/subject/type",keyword:"type",params:{type: schema42.properties.messages.items.properties.subject.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data2.text !== undefined){
let data22 = data2.text;
if((typeof data22 !== "string") && (data22 !== null)){
const err66 = {instancePath:instancePath+"/messages/" + i0+"/text",schemaPath:"#/properties/messages/items/properties/text/type",keyword:"type",params:{type: schema42.properties.messages.items.properties.text.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data2.to !== undefined){
let data23 = data2.to;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(typeof data23[i2] !== "string"){
const err67 = {instancePath:instancePath+"/messages/" + i0+"/to/" + i2,schemaPath:"#/properties/messages/items/properties/to/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err68 = {instancePath:instancePath+"/messages/" + i0+"/to",schemaPath:"#/properties/messages/items/properties/to/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err69 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err70 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const remove_domain_input = validate32;
const schema43 = {"additionalProperties":false,"properties":{"confirm":{"const":true,"description":"Must be true to confirm the removal.","type":"boolean"},"name":{"description":"The domain to remove, as add_domain or list_domains shows it.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"}},"required":["confirm","name"],"type":"object"};

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
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 253){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

export const remove_domain_output = validate33;
const schema44 = {"additionalProperties":false,"properties":{"events_removed":{"description":"Delivery events deleted with the domain.","minimum":0,"type":"integer"},"messages_removed":{"description":"Messages (sent, queued and received) deleted with the domain.","minimum":0,"type":"integer"},"name":{"description":"Bare domain name such as mail.example.com: labels of letters, digits and hyphens separated by dots, no scheme, path, port, wildcard or trailing dot. Internationalised names are accepted and normalised to their ASCII (xn--) form.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"removed":{"const":true,"type":"boolean"},"status":{"description":"The domain's state when it was removed.","enum":["pending_verification","active"],"type":"string"}},"required":["events_removed","messages_removed","name","removed","status"],"type":"object"};

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
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 253){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data2)){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.removed !== undefined){
let data3 = data.removed;
if(typeof data3 !== "boolean"){
const err13 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(true !== data3){
const err14 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data4 === "pending_verification") || (data4 === "active"))){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema44.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const send_email_input = validate34;
const schema45 = {"properties":{"domain":{"description":"Verified sending domain of the account, e.g. mail.example.com.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"from":{"description":"Sender address; must belong to domain, e.g. hello@mail.example.com. Bare address, no display name.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"html":{"description":"HTML body.","type":"string"},"subject":{"description":"Subject line, one line (no line breaks).","maxLength":998,"pattern":"^[^\\r\\n]*$","type":"string"},"test_mode":{"default":false,"description":"true: screen the message and report, send nothing and spend no allowance. Default false.","type":"boolean"},"text":{"description":"Plain-text body.","type":"string"},"to":{"description":"Recipient address, or several separated by commas, e.g. 'a@example.org, b@example.net'. Each recipient costs one allowance unit.","pattern":"^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$","type":"string"}},"required":["domain","from","to"],"type":"object"};
const pattern24 = new RegExp("^[^\\r\\n]*$", "u");
const pattern25 = new RegExp("^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$", "u");

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
let data0 = data.domain;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err5 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.from !== undefined){
let data1 = data.from;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err6 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err8 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.html !== undefined){
if(typeof data.html !== "string"){
const err9 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.subject !== undefined){
let data3 = data.subject;
if(typeof data3 === "string"){
if(func1(data3) > 998){
const err10 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 998},message:"must NOT have more than 998 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern24.test(data3)){
const err11 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
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
const err12 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(typeof data.test_mode !== "boolean"){
const err13 = {instancePath:instancePath+"/test_mode",schemaPath:"#/properties/test_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err14 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.to !== undefined){
let data6 = data.to;
if(typeof data6 === "string"){
if(!pattern25.test(data6)){
const err15 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/pattern",keyword:"pattern",params:{pattern: "^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$"},message:"must match pattern \""+"^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$"+"\""};
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
const err16 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"domain":true,"from":true,"html":true,"subject":true,"test_mode":true,"text":true,"to":true},"dynamicProps":false,"dynamicItems":false};

export const send_email_output = validate35;
const schema46 = {"additionalProperties":false,"properties":{"allowance_spent":{"description":"Units spent: one per recipient, 0 in test_mode.","minimum":0,"type":"integer"},"domain":{"description":"Sending domain.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"from":{"description":"Sender address.","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"message_id":{"description":"Id to find the message's delivery events; null in test_mode.","type":["string","null"]},"queued_at":{"anyOf":[{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},{"type":"null"}],"description":"When the message was queued; null in test_mode."},"recipients":{"description":"Recipients after normalisation, duplicates removed.","items":{"description":"One bare e-mail address, local@domain (no display name, no angle brackets).","maxLength":254,"pattern":"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$","type":"string"},"minItems":1,"type":"array"},"remaining_today":{"description":"Allowance units left today after this send.","minimum":0,"type":"integer"},"status":{"description":"queued: accepted for delivery (not yet delivered); screened: test_mode, nothing sent.","enum":["queued","screened"],"type":"string"},"test_mode":{"type":"boolean"},"warnings":{"description":"Screening notes that did not stop the send (e.g. no plain-text part, empty subject).","items":{"type":"string"},"type":"array"}},"required":["allowance_spent","domain","from","message_id","queued_at","recipients","remaining_today","status","test_mode","warnings"],"type":"object"};

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
if(!(func2.call(schema46.properties, key0))){
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
let data1 = data.domain;
if(typeof data1 === "string"){
if(func1(data1) > 253){
const err13 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data1)){
const err14 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err15 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.from !== undefined){
let data2 = data.from;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err16 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern6.test(data2)){
const err17 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err18 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.message_id !== undefined){
let data3 = data.message_id;
if((typeof data3 !== "string") && (data3 !== null)){
const err19 = {instancePath:instancePath+"/message_id",schemaPath:"#/properties/message_id/type",keyword:"type",params:{type: schema46.properties.message_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.queued_at !== undefined){
let data4 = data.queued_at;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err20 = {instancePath:instancePath+"/queued_at",schemaPath:"#/properties/queued_at/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err21 = {instancePath:instancePath+"/queued_at",schemaPath:"#/properties/queued_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(data4 !== null){
const err22 = {instancePath:instancePath+"/queued_at",schemaPath:"#/properties/queued_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err23 = {instancePath:instancePath+"/queued_at",schemaPath:"#/properties/queued_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.recipients !== undefined){
let data5 = data.recipients;
if(Array.isArray(data5)){
if(data5.length < 1){
const err24 = {instancePath:instancePath+"/recipients",schemaPath:"#/properties/recipients/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func1(data6) > 254){
const err25 = {instancePath:instancePath+"/recipients/" + i0,schemaPath:"#/properties/recipients/items/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern6.test(data6)){
const err26 = {instancePath:instancePath+"/recipients/" + i0,schemaPath:"#/properties/recipients/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"},message:"must match pattern \""+"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"+"\""};
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
const err27 = {instancePath:instancePath+"/recipients/" + i0,schemaPath:"#/properties/recipients/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath:instancePath+"/recipients",schemaPath:"#/properties/recipients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.remaining_today !== undefined){
let data7 = data.remaining_today;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err29 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data8 = data.status;
if(typeof data8 !== "string"){
const err31 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data8 === "queued") || (data8 === "screened"))){
const err32 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema46.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.test_mode !== undefined){
if(typeof data.test_mode !== "boolean"){
const err33 = {instancePath:instancePath+"/test_mode",schemaPath:"#/properties/test_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.warnings !== undefined){
let data10 = data.warnings;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err34 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const verify_domain_input = validate36;
const schema47 = {"properties":{"name":{"description":"The domain to verify, as given to add_domain.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"}},"required":["name"],"type":"object"};

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
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"name":true},"dynamicProps":false,"dynamicItems":false};

export const verify_domain_output = validate37;
const schema48 = {"additionalProperties":false,"properties":{"activated":{"description":"True when this call moved the domain from pending_verification to active.","type":"boolean"},"blocking":{"description":"Required records that are missing or wrong (empty when active).","items":{"description":"What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).","enum":["spf","dkim","dmarc","mx"],"type":"string"},"type":"array"},"cached":{"description":"True when DNS was read less than the minimum interval ago and this repeats that reading.","type":"boolean"},"checked_at":{"description":"When DNS was read for this answer.","format":"date-time","type":"string"},"checks":{"description":"One entry per record: SPF, DKIM, DMARC, MX.","items":{"additionalProperties":false,"properties":{"expected":{"description":"The value to publish.","type":"string"},"found":{"description":"Relevant values DNS returned at name (TXT strings joined).","items":{"type":"string"},"type":"array"},"name":{"description":"Name that was looked up.","type":"string"},"problem":{"description":"What is wrong and how to fix it; null when ok.","type":["string","null"]},"purpose":{"description":"What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).","enum":["spf","dkim","dmarc","mx"],"type":"string"},"required":{"description":"True when the domain needs this record to become active (SPF, DKIM).","type":"boolean"},"status":{"description":"ok: published as expected; missing: nothing relevant found; mismatch: a record exists but is wrong (e.g. SPF without our include, a different DKIM key, two SPF records).","enum":["ok","missing","mismatch"],"type":"string"},"type":{"enum":["TXT","MX"],"type":"string"}},"required":["expected","found","name","problem","purpose","required","status","type"],"type":"object"},"type":"array"},"created_at":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"daily_allowance":{"description":"Recipients the domain may send to per UTC day at its current rung.","minimum":0,"type":"integer"},"name":{"description":"The domain, lower case, in ASCII (xn--) form.","maxLength":253,"pattern":"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$","type":"string"},"next_check_at":{"anyOf":[{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},{"type":"null"}],"description":"Earliest time a new DNS reading will be made; null when active."},"poll_after_seconds":{"description":"Wait at least this long before calling verify_domain again (minutes, not seconds; DNS propagation takes minutes to hours); null when active.","minimum":60,"type":["integer","null"]},"remaining_today":{"description":"Allowance units left today.","minimum":0,"type":"integer"},"resets_at":{"description":"When the daily allowance resets (next midnight UTC).","format":"date-time","type":"string"},"sending_paused":{"description":"True when sending from this domain is paused; get_sending_limits says why.","type":"boolean"},"sent_today":{"description":"Allowance units spent today (one per recipient).","minimum":0,"type":"integer"},"status":{"description":"pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.","enum":["pending_verification","active"],"type":"string"},"verified":{"description":"True when the domain is active and can send.","type":"boolean"},"verified_at":{"anyOf":[{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},{"type":"null"}],"description":"When the domain became active; null while pending."}},"required":["activated","blocking","cached","checked_at","checks","created_at","daily_allowance","name","next_check_at","poll_after_seconds","remaining_today","resets_at","sending_paused","sent_today","status","verified","verified_at"],"type":"object"};

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
if(!(func2.call(schema48.properties, key0))){
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
const err20 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/properties/blocking/items/enum",keyword:"enum",params:{allowedValues: schema48.properties.blocking.items.enum},message:"must be equal to one of the allowed values"};
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
let data8 = data6.found;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(typeof data8[i2] !== "string"){
const err35 = {instancePath:instancePath+"/checks/" + i1+"/found/" + i2,schemaPath:"#/properties/checks/items/properties/found/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/checks/" + i1+"/found",schemaPath:"#/properties/checks/items/properties/found/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err37 = {instancePath:instancePath+"/checks/" + i1+"/name",schemaPath:"#/properties/checks/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data6.problem !== undefined){
let data11 = data6.problem;
if((typeof data11 !== "string") && (data11 !== null)){
const err38 = {instancePath:instancePath+"/checks/" + i1+"/problem",schemaPath:"#/properties/checks/items/properties/problem/type",keyword:"type",params:{type: schema48.properties.checks.items.properties.problem.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data6.purpose !== undefined){
let data12 = data6.purpose;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/checks/" + i1+"/purpose",schemaPath:"#/properties/checks/items/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((((data12 === "spf") || (data12 === "dkim")) || (data12 === "dmarc")) || (data12 === "mx"))){
const err40 = {instancePath:instancePath+"/checks/" + i1+"/purpose",schemaPath:"#/properties/checks/items/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema48.properties.checks.items.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data6.required !== undefined){
if(typeof data6.required !== "boolean"){
const err41 = {instancePath:instancePath+"/checks/" + i1+"/required",schemaPath:"#/properties/checks/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data6.status !== undefined){
let data14 = data6.status;
if(typeof data14 !== "string"){
const err42 = {instancePath:instancePath+"/checks/" + i1+"/status",schemaPath:"#/properties/checks/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(((data14 === "ok") || (data14 === "missing")) || (data14 === "mismatch"))){
const err43 = {instancePath:instancePath+"/checks/" + i1+"/status",schemaPath:"#/properties/checks/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.checks.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data6.type !== undefined){
let data15 = data6.type;
if(typeof data15 !== "string"){
const err44 = {instancePath:instancePath+"/checks/" + i1+"/type",schemaPath:"#/properties/checks/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((data15 === "TXT") || (data15 === "MX"))){
const err45 = {instancePath:instancePath+"/checks/" + i1+"/type",schemaPath:"#/properties/checks/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema48.properties.checks.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err46 = {instancePath:instancePath+"/checks/" + i1,schemaPath:"#/properties/checks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err47 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.created_at !== undefined){
let data16 = data.created_at;
if(typeof data16 === "string"){
if(!(formats0.validate(data16))){
const err48 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err49 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.daily_allowance !== undefined){
let data17 = data.daily_allowance;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err50 = {instancePath:instancePath+"/daily_allowance",schemaPath:"#/properties/daily_allowance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err51 = {instancePath:instancePath+"/daily_allowance",schemaPath:"#/properties/daily_allowance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.name !== undefined){
let data18 = data.name;
if(typeof data18 === "string"){
if(func1(data18) > 253){
const err52 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern4.test(data18)){
const err53 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$"+"\""};
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
const err54 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.next_check_at !== undefined){
let data19 = data.next_check_at;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data19 === "string"){
if(!(formats0.validate(data19))){
const err55 = {instancePath:instancePath+"/next_check_at",schemaPath:"#/properties/next_check_at/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err56 = {instancePath:instancePath+"/next_check_at",schemaPath:"#/properties/next_check_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid8 = valid8 || _valid0;
const _errs45 = errors;
if(data19 !== null){
const err57 = {instancePath:instancePath+"/next_check_at",schemaPath:"#/properties/next_check_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid8 = valid8 || _valid0;
if(!valid8){
const err58 = {instancePath:instancePath+"/next_check_at",schemaPath:"#/properties/next_check_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.poll_after_seconds !== undefined){
let data20 = data.poll_after_seconds;
if((!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) && (data20 !== null)){
const err59 = {instancePath:instancePath+"/poll_after_seconds",schemaPath:"#/properties/poll_after_seconds/type",keyword:"type",params:{type: schema48.properties.poll_after_seconds.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 60 || isNaN(data20)){
const err60 = {instancePath:instancePath+"/poll_after_seconds",schemaPath:"#/properties/poll_after_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
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
if(data.remaining_today !== undefined){
let data21 = data.remaining_today;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err61 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err62 = {instancePath:instancePath+"/remaining_today",schemaPath:"#/properties/remaining_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data.resets_at !== undefined){
let data22 = data.resets_at;
if(typeof data22 === "string"){
if(!(formats0.validate(data22))){
const err63 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err64 = {instancePath:instancePath+"/resets_at",schemaPath:"#/properties/resets_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.sending_paused !== undefined){
if(typeof data.sending_paused !== "boolean"){
const err65 = {instancePath:instancePath+"/sending_paused",schemaPath:"#/properties/sending_paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.sent_today !== undefined){
let data24 = data.sent_today;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err66 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err67 = {instancePath:instancePath+"/sent_today",schemaPath:"#/properties/sent_today/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data25 = data.status;
if(typeof data25 !== "string"){
const err68 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!((data25 === "pending_verification") || (data25 === "active"))){
const err69 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.verified !== undefined){
if(typeof data.verified !== "boolean"){
const err70 = {instancePath:instancePath+"/verified",schemaPath:"#/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.verified_at !== undefined){
let data27 = data.verified_at;
const _errs62 = errors;
let valid9 = false;
const _errs63 = errors;
if(typeof data27 === "string"){
if(!(formats0.validate(data27))){
const err71 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err72 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid9 = valid9 || _valid1;
const _errs65 = errors;
if(data27 !== null){
const err73 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid1 = _errs65 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err74 = {instancePath:instancePath+"/verified_at",schemaPath:"#/properties/verified_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
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
}
else {
const err75 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
