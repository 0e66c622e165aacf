// Generated from spec/defi.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv/dist/runtime/ucs2length";
import * as __ajv_dep1 from "ajv-formats/dist/formats";

export const defi_agent_record_input = validate52;
const schema19 = {"properties":{"agentInstanceId":{"type":"string"},"userId":{"type":"string"}},"required":["agentInstanceId"],"type":"object"};

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
if(data.agentInstanceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentInstanceId"},message:"must have required property '"+"agentInstanceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agentInstanceId !== undefined){
if(typeof data.agentInstanceId !== "string"){
const err1 = {instancePath:instancePath+"/agentInstanceId",schemaPath:"#/properties/agentInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"agentInstanceId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_approve_execute_input = validate53;
const schema20 = {"properties":{"executionId":{"type":"string"},"mode":{"enum":["paper","live"],"type":"string","default":"paper"},"portal":{"type":"string"},"previewHash":{"type":"string"},"userId":{"type":"string"}},"required":["executionId","portal"],"type":"object"};

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
if(data.mode === undefined){
data.mode = "paper";
}
if(data.executionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.portal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err2 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data1 = data.mode;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "paper") || (data1 === "live"))){
const err4 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema20.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err5 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err6 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err7 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"executionId":true,"mode":true,"portal":true,"previewHash":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_copilot_turn_input = validate54;
const schema21 = {"properties":{"agentCredential":{"type":"object"},"agentId":{"type":"string"},"message":{"type":"string"},"mode":{"enum":["paper","live","testnet","mainnet"],"type":"string"},"portal":{"type":"string"},"userId":{"type":"string"}},"required":["message"],"type":"object"};

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
if(data.agentCredential !== undefined){
let data0 = data.agentCredential;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err1 = {instancePath:instancePath+"/agentCredential",schemaPath:"#/properties/agentCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.agentId !== undefined){
if(typeof data.agentId !== "string"){
const err2 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err3 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.mode !== undefined){
let data3 = data.mode;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data3 === "paper") || (data3 === "live")) || (data3 === "testnet")) || (data3 === "mainnet"))){
const err5 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema21.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err6 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err7 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"agentCredential":true,"agentId":true,"message":true,"mode":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_create_agent_input = validate55;
const schema22 = {"if":{"properties":{"agentId":{"const":"byo-external"}},"required":["agentId"]},"properties":{"agentId":{"enum":["byo-external","defi-lend","defi-swap","defi-perp","portfolio"],"type":"string"},"label":{"type":"string"},"portal":{"type":"string"},"userId":{"type":"string"}},"required":["agentId","portal"],"then":{"required":["label"]},"type":"object"};

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agentId === undefined) && (missing0 = "agentId")){
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
if(data.agentId !== undefined){
if("byo-external" !== data.agentId){
const err1 = {};
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
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agentId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentId"},message:"must have required property '"+"agentId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.portal === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.agentId !== undefined){
let data1 = data.agentId;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((data1 === "byo-external") || (data1 === "defi-lend")) || (data1 === "defi-swap")) || (data1 === "defi-perp")) || (data1 === "portfolio"))){
const err7 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/enum",keyword:"enum",params:{allowedValues: schema22.properties.agentId.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err8 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err9 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err10 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate55.evaluated = {"props":{"agentId":true,"label":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_create_mandate_input = validate56;
const schema23 = {"properties":{"agentInstanceId":{"type":"string"},"capital":{"properties":{"amount":{"type":"string"},"asset":{"type":"string"},"chain":{"type":"string"}},"required":["amount","asset","chain"],"type":"object"},"conditions":{"type":"array"},"constraints":{"type":"object"},"message":{"type":"string"},"name":{"type":"string"},"objective":{"type":"string"},"portal":{"type":"string"},"userId":{"type":"string"}},"required":["portal"],"type":"object"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.portal === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agentInstanceId !== undefined){
if(typeof data.agentInstanceId !== "string"){
const err1 = {instancePath:instancePath+"/agentInstanceId",schemaPath:"#/properties/agentInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.capital !== undefined){
let data1 = data.capital;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.amount === undefined){
const err2 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.asset === undefined){
const err3 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.chain === undefined){
const err4 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.amount !== undefined){
if(typeof data1.amount !== "string"){
const err5 = {instancePath:instancePath+"/capital/amount",schemaPath:"#/properties/capital/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.asset !== undefined){
if(typeof data1.asset !== "string"){
const err6 = {instancePath:instancePath+"/capital/asset",schemaPath:"#/properties/capital/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.chain !== undefined){
if(typeof data1.chain !== "string"){
const err7 = {instancePath:instancePath+"/capital/chain",schemaPath:"#/properties/capital/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.conditions !== undefined){
if(!(Array.isArray(data.conditions))){
const err9 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.constraints !== undefined){
let data6 = data.constraints;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err10 = {instancePath:instancePath+"/constraints",schemaPath:"#/properties/constraints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err11 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.name !== "string"){
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
if(data.objective !== undefined){
if(typeof data.objective !== "string"){
const err13 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err14 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err15 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"agentInstanceId":true,"capital":true,"conditions":true,"constraints":true,"message":true,"name":true,"objective":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_eval_mandate_input = validate57;
const schema24 = {"properties":{"mandateId":{"type":"string"},"snapshot":{"type":"object"},"userId":{"type":"string"}},"required":["mandateId"],"type":"object"};

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
if(data.mandateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err1 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.snapshot !== undefined){
let data1 = data.snapshot;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err2 = {instancePath:instancePath+"/snapshot",schemaPath:"#/properties/snapshot/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"mandateId":true,"snapshot":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_get_receipt_input = validate58;
const schema25 = {"properties":{"executionId":{"type":"string"},"userId":{"type":"string"}},"required":["executionId"],"type":"object"};

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
if(data.executionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err1 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"executionId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_lend_execute_input = validate59;
const schema26 = {"if":{"properties":{"venue":{"const":"venue_3"}},"required":["venue"]},"properties":{"amount":{"pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"idempotencyKey":{"maxLength":128,"minLength":8,"pattern":"^[A-Za-z0-9_.:-]+$","type":"string"},"mandateId":{"type":"string"},"mode":{"enum":["paper","live"],"type":"string","default":"live"},"op":{"enum":["supply","withdraw"],"type":"string","default":"supply"},"portal":{"type":"string"},"previewHash":{"type":"string"},"userId":{"type":"string"},"venue":{"enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":["mandateId"],"then":{"required":["idempotencyKey"]},"type":"object"};
const pattern3 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");
const pattern4 = new RegExp("^[A-Za-z0-9_.:-]+$", "u");
const func1 = __ajv_dep0.default;

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.venue === undefined) && (missing0 = "venue")){
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
if(data.venue !== undefined){
if("venue_3" !== data.venue){
const err1 = {};
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
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.idempotencyKey === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "idempotencyKey"},message:"must have required property '"+"idempotencyKey"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
data.mode = "live";
}
if(data.op === undefined){
data.op = "supply";
}
if(data.mandateId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.amount !== undefined){
let data1 = data.amount;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err6 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.idempotencyKey !== undefined){
let data2 = data.idempotencyKey;
if(typeof data2 === "string"){
if(func1(data2) > 128){
const err7 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 8){
const err8 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.:-]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err11 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data4 = data.mode;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data4 === "paper") || (data4 === "live"))){
const err13 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema26.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data5 = data.op;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data5 === "supply") || (data5 === "withdraw"))){
const err15 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema26.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err16 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err17 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err18 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.venue !== undefined){
let data9 = data.venue;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data9 === "venue_1") || (data9 === "venue_2")) || (data9 === "venue_3"))){
const err20 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/enum",keyword:"enum",params:{allowedValues: schema26.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"amount":true,"idempotencyKey":true,"mandateId":true,"mode":true,"op":true,"portal":true,"previewHash":true,"userId":true,"venue":true},"dynamicProps":false,"dynamicItems":false};

export const defi_list_mandates_input = validate60;
const schema27 = {"properties":{"agentInstanceId":{"type":"string"},"cursor":{"maxLength":512,"minLength":1,"type":"string"},"limit":{"maximum":100,"minimum":1,"type":"integer","default":50},"portal":{"type":"string"},"status":{"enum":["active","paused","cancelled"],"type":"string"},"userId":{"type":"string"}},"required":[],"type":"object"};

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
if(data.limit === undefined){
data.limit = 50;
}
if(data.agentInstanceId !== undefined){
if(typeof data.agentInstanceId !== "string"){
const err0 = {instancePath:instancePath+"/agentInstanceId",schemaPath:"#/properties/agentInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err1 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data1) < 1){
const err2 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
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
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err7 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data4 === "active") || (data4 === "paused")) || (data4 === "cancelled"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err10 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"agentInstanceId":true,"cursor":true,"limit":true,"portal":true,"status":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_list_venues_input = validate61;
const schema28 = {"properties":{"chain":{"type":"string"},"liveOnly":{"type":"boolean","default":false},"venue":{"enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":[],"type":"object"};

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
if(data.liveOnly === undefined){
data.liveOnly = false;
}
if(data.chain !== undefined){
if(typeof data.chain !== "string"){
const err0 = {instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.liveOnly !== "boolean"){
const err1 = {instancePath:instancePath+"/liveOnly",schemaPath:"#/properties/liveOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.venue !== undefined){
let data2 = data.venue;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data2 === "venue_1") || (data2 === "venue_2")) || (data2 === "venue_3"))){
const err3 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/enum",keyword:"enum",params:{allowedValues: schema28.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"chain":true,"liveOnly":true,"venue":true},"dynamicProps":false,"dynamicItems":false};

export const defi_plan_standing_input = validate62;
const schema29 = {"properties":{"message":{"type":"string"},"minGainBps":{"type":"number"},"userId":{"type":"string"}},"required":["message"],"type":"object"};

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
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err1 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.minGainBps !== undefined){
let data1 = data.minGainBps;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/minGainBps",schemaPath:"#/properties/minGainBps/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"message":true,"minGainBps":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_plan_workflow_input = validate63;
const schema30 = {"properties":{"message":{"type":"string"},"userId":{"type":"string"}},"required":["message"],"type":"object"};

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
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err1 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"message":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_portfolio_input = validate64;
const schema31 = {"properties":{"portal":{"type":"string"},"userId":{"type":"string"}},"required":[],"type":"object"};

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
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err0 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err1 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate64.evaluated = {"props":{"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_preview_tx_input = validate65;
const schema32 = {"properties":{"executionId":{"type":"string"},"portal":{"type":"string"},"userId":{"type":"string"}},"required":["executionId","portal"],"type":"object"};

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
if(data.executionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.portal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err2 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err3 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err4 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":{"executionId":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_provision_wallet_input = validate66;
const schema33 = {"properties":{"family":{"enum":["evm","solana","sui"],"type":"string"},"userId":{"type":"string"}},"required":["family"],"type":"object"};

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
if(data.family === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.family !== undefined){
let data0 = data.family;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "evm") || (data0 === "solana")) || (data0 === "sui"))){
const err2 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/enum",keyword:"enum",params:{allowedValues: schema33.properties.family.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":{"family":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_session_input = validate67;
const schema34 = {"properties":{"displayName":{"type":"string"},"userId":{"type":"string"}},"required":[],"type":"object"};

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
if(data.displayName !== undefined){
if(typeof data.displayName !== "string"){
const err0 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err1 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":{"displayName":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_agent_record_output = validate68;
const schema35 = {"additionalProperties":false,"properties":{"agentInstanceId":{"type":"string"},"executionsAttempted":{"minimum":0,"type":"integer"},"mandatesHeld":{"minimum":0,"type":"integer"},"public":{"type":"boolean"},"receiptsByStanding":{"additionalProperties":false,"properties":{"chain-confirmed":{"minimum":0,"type":"integer"},"chain-contradicted":{"minimum":0,"type":"integer"},"none":{"minimum":0,"type":"integer"},"unconfirmed":{"minimum":0,"type":"integer"}},"required":["chain-confirmed","chain-contradicted","none","unconfirmed"],"type":"object"},"receiptsProven":{"minimum":0,"type":"integer"},"refusalsByCode":{"additionalProperties":{"minimum":0,"type":"integer"},"type":"object"}},"required":["agentInstanceId","executionsAttempted","mandatesHeld","public","receiptsByStanding","receiptsProven","refusalsByCode"],"type":"object"};

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
if(data.agentInstanceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentInstanceId"},message:"must have required property '"+"agentInstanceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.executionsAttempted === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionsAttempted"},message:"must have required property '"+"executionsAttempted"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mandatesHeld === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandatesHeld"},message:"must have required property '"+"mandatesHeld"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.public === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "public"},message:"must have required property '"+"public"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.receiptsByStanding === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receiptsByStanding"},message:"must have required property '"+"receiptsByStanding"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.receiptsProven === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receiptsProven"},message:"must have required property '"+"receiptsProven"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.refusalsByCode === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refusalsByCode"},message:"must have required property '"+"refusalsByCode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "agentInstanceId") || (key0 === "executionsAttempted")) || (key0 === "mandatesHeld")) || (key0 === "public")) || (key0 === "receiptsByStanding")) || (key0 === "receiptsProven")) || (key0 === "refusalsByCode"))){
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
if(data.agentInstanceId !== undefined){
if(typeof data.agentInstanceId !== "string"){
const err8 = {instancePath:instancePath+"/agentInstanceId",schemaPath:"#/properties/agentInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.executionsAttempted !== undefined){
let data1 = data.executionsAttempted;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/executionsAttempted",schemaPath:"#/properties/executionsAttempted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err10 = {instancePath:instancePath+"/executionsAttempted",schemaPath:"#/properties/executionsAttempted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.mandatesHeld !== undefined){
let data2 = data.mandatesHeld;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/mandatesHeld",schemaPath:"#/properties/mandatesHeld/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err12 = {instancePath:instancePath+"/mandatesHeld",schemaPath:"#/properties/mandatesHeld/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.public !== undefined){
if(typeof data.public !== "boolean"){
const err13 = {instancePath:instancePath+"/public",schemaPath:"#/properties/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.receiptsByStanding !== undefined){
let data4 = data.receiptsByStanding;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["chain-confirmed"] === undefined){
const err14 = {instancePath:instancePath+"/receiptsByStanding",schemaPath:"#/properties/receiptsByStanding/required",keyword:"required",params:{missingProperty: "chain-confirmed"},message:"must have required property '"+"chain-confirmed"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4["chain-contradicted"] === undefined){
const err15 = {instancePath:instancePath+"/receiptsByStanding",schemaPath:"#/properties/receiptsByStanding/required",keyword:"required",params:{missingProperty: "chain-contradicted"},message:"must have required property '"+"chain-contradicted"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.none === undefined){
const err16 = {instancePath:instancePath+"/receiptsByStanding",schemaPath:"#/properties/receiptsByStanding/required",keyword:"required",params:{missingProperty: "none"},message:"must have required property '"+"none"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.unconfirmed === undefined){
const err17 = {instancePath:instancePath+"/receiptsByStanding",schemaPath:"#/properties/receiptsByStanding/required",keyword:"required",params:{missingProperty: "unconfirmed"},message:"must have required property '"+"unconfirmed"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "chain-confirmed") || (key1 === "chain-contradicted")) || (key1 === "none")) || (key1 === "unconfirmed"))){
const err18 = {instancePath:instancePath+"/receiptsByStanding",schemaPath:"#/properties/receiptsByStanding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4["chain-confirmed"] !== undefined){
let data5 = data4["chain-confirmed"];
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/receiptsByStanding/chain-confirmed",schemaPath:"#/properties/receiptsByStanding/properties/chain-confirmed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err20 = {instancePath:instancePath+"/receiptsByStanding/chain-confirmed",schemaPath:"#/properties/receiptsByStanding/properties/chain-confirmed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4["chain-contradicted"] !== undefined){
let data6 = data4["chain-contradicted"];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/receiptsByStanding/chain-contradicted",schemaPath:"#/properties/receiptsByStanding/properties/chain-contradicted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/receiptsByStanding/chain-contradicted",schemaPath:"#/properties/receiptsByStanding/properties/chain-contradicted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.none !== undefined){
let data7 = data4.none;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err23 = {instancePath:instancePath+"/receiptsByStanding/none",schemaPath:"#/properties/receiptsByStanding/properties/none/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err24 = {instancePath:instancePath+"/receiptsByStanding/none",schemaPath:"#/properties/receiptsByStanding/properties/none/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.unconfirmed !== undefined){
let data8 = data4.unconfirmed;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err25 = {instancePath:instancePath+"/receiptsByStanding/unconfirmed",schemaPath:"#/properties/receiptsByStanding/properties/unconfirmed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/receiptsByStanding/unconfirmed",schemaPath:"#/properties/receiptsByStanding/properties/unconfirmed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err27 = {instancePath:instancePath+"/receiptsByStanding",schemaPath:"#/properties/receiptsByStanding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.receiptsProven !== undefined){
let data9 = data.receiptsProven;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err28 = {instancePath:instancePath+"/receiptsProven",schemaPath:"#/properties/receiptsProven/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/receiptsProven",schemaPath:"#/properties/receiptsProven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.refusalsByCode !== undefined){
let data10 = data.refusalsByCode;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
let data11 = data10[key2];
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err30 = {instancePath:instancePath+"/refusalsByCode/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/refusalsByCode/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err31 = {instancePath:instancePath+"/refusalsByCode/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/refusalsByCode/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err32 = {instancePath:instancePath+"/refusalsByCode",schemaPath:"#/properties/refusalsByCode/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_approve_execute_output = validate69;
const schema36 = {"additionalProperties":false,"properties":{"balances":{"additionalProperties":false,"properties":{"after":{"$ref":"urn:mcpforge:output:c59b3e3156eb795c"},"before":{"$ref":"urn:mcpforge:output:c59b3e3156eb795c"}},"required":["after","before"],"type":["object","null"]},"executionId":{"type":"string"},"mode":{"enum":["paper","live"],"type":"string"},"receipt":{"$ref":"urn:mcpforge:output:7e94a4953d8fb822"},"status":{"const":"settled","type":"string"}},"required":["balances","executionId","mode","receipt","status"],"type":"object"};
const schema37 = {"$id":"urn:mcpforge:output:c59b3e3156eb795c","items":{"additionalProperties":false,"properties":{"amount":{"pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"type":"string"},"chain":{"type":"string"}},"required":["amount","asset","chain"],"type":"object"},"type":"array"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:c59b3e3156eb795c" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
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
if(data0.amount === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.asset === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.chain === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "amount") || (key0 === "asset")) || (key0 === "chain"))){
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
if(data0.amount !== undefined){
let data1 = data0.amount;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/amount",schemaPath:"#/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err5 = {instancePath:instancePath+"/" + i0+"/amount",schemaPath:"#/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.asset !== undefined){
if(typeof data0.asset !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/asset",schemaPath:"#/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.chain !== undefined){
if(typeof data0.chain !== "string"){
const err7 = {instancePath:instancePath+"/" + i0+"/chain",schemaPath:"#/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"$id":"urn:mcpforge:output:7e94a4953d8fb822","additionalProperties":false,"properties":{"ap2":{"additionalProperties":false,"properties":{"reference":{"type":"string"}},"required":["reference"],"type":"object"},"executionId":{"type":"string"},"mode":{"enum":["paper","live"],"type":"string"},"proof":{"additionalProperties":false,"properties":{"balances":{"$ref":"urn:mcpforge:output:ee0e9827ca9f8546"},"chain":{"type":["string","null"]},"checkedAt":{"$ref":"urn:mcpforge:output:aedcb1df3fb54538"},"standing":{"$ref":"urn:mcpforge:output:f2eed801edcc2feb"}},"required":["chain","checkedAt","standing"],"type":"object"},"receiptHash":{"type":"string"},"settledAt":{"format":"date-time","type":"string"},"summary":{"type":"string"},"txHash":{"type":"string"},"verifyUrl":{"format":"uri","type":"string"}},"required":["ap2","executionId","mode","proof","receiptHash","settledAt","summary","verifyUrl"],"type":"object"};
const func5 = Object.prototype.hasOwnProperty;
const schema39 = {"$id":"urn:mcpforge:output:ee0e9827ca9f8546","items":{"additionalProperties":false,"properties":{"after":{"type":"string"},"asset":{"type":"string"},"before":{"type":"string"},"token":{"type":"string"}},"required":["after","asset","before","token"],"type":"object"},"type":"array"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:ee0e9827ca9f8546" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
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
if(data0.after === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.asset === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.before === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.token === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data0){
if(!((((key0 === "after") || (key0 === "asset")) || (key0 === "before")) || (key0 === "token"))){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.after !== undefined){
if(typeof data0.after !== "string"){
const err5 = {instancePath:instancePath+"/" + i0+"/after",schemaPath:"#/items/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.asset !== undefined){
if(typeof data0.asset !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/asset",schemaPath:"#/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.before !== undefined){
if(typeof data0.before !== "string"){
const err7 = {instancePath:instancePath+"/" + i0+"/before",schemaPath:"#/items/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.token !== undefined){
if(typeof data0.token !== "string"){
const err8 = {instancePath:instancePath+"/" + i0+"/token",schemaPath:"#/items/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema40 = {"$id":"urn:mcpforge:output:aedcb1df3fb54538","oneOf":[{"type":"null"},{"format":"date-time","type":"string"}]};
const formats0 = __ajv_dep1.fullFormats["date-time"];

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:aedcb1df3fb54538" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
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
if(typeof data === "string"){
if(!(formats0.validate(data))){
const err1 = {instancePath,schemaPath:"#/oneOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
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
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
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
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema41 = {"$id":"urn:mcpforge:output:f2eed801edcc2feb","enum":["none","unconfirmed","chain-confirmed","chain-contradicted"],"type":"string"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:f2eed801edcc2feb" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
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
if(!((((data === "none") || (data === "unconfirmed")) || (data === "chain-confirmed")) || (data === "chain-contradicted"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"dynamicProps":false,"dynamicItems":false};

const formats4 = __ajv_dep1.fullFormats.uri;

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:7e94a4953d8fb822" */;
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
if(data.ap2 === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ap2"},message:"must have required property '"+"ap2"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.executionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.proof === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "proof"},message:"must have required property '"+"proof"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.receiptHash === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receiptHash"},message:"must have required property '"+"receiptHash"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.settledAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settledAt"},message:"must have required property '"+"settledAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.summary === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.verifyUrl === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verifyUrl"},message:"must have required property '"+"verifyUrl"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema38.properties, key0))){
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
if(data.ap2 !== undefined){
let data0 = data.ap2;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.reference === undefined){
const err9 = {instancePath:instancePath+"/ap2",schemaPath:"#/properties/ap2/required",keyword:"required",params:{missingProperty: "reference"},message:"must have required property '"+"reference"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!(key1 === "reference")){
const err10 = {instancePath:instancePath+"/ap2",schemaPath:"#/properties/ap2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.reference !== undefined){
if(typeof data0.reference !== "string"){
const err11 = {instancePath:instancePath+"/ap2/reference",schemaPath:"#/properties/ap2/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/ap2",schemaPath:"#/properties/ap2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err13 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.mode !== undefined){
let data3 = data.mode;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data3 === "paper") || (data3 === "live"))){
const err15 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema38.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.proof !== undefined){
let data4 = data.proof;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.chain === undefined){
const err16 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.checkedAt === undefined){
const err17 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.standing === undefined){
const err18 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/required",keyword:"required",params:{missingProperty: "standing"},message:"must have required property '"+"standing"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data4){
if(!((((key2 === "balances") || (key2 === "chain")) || (key2 === "checkedAt")) || (key2 === "standing"))){
const err19 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.balances !== undefined){
if(!(validate74(data4.balances, {instancePath:instancePath+"/proof/balances",parentData:data4,parentDataProperty:"balances",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data4.chain !== undefined){
let data6 = data4.chain;
if((typeof data6 !== "string") && (data6 !== null)){
const err20 = {instancePath:instancePath+"/proof/chain",schemaPath:"#/properties/proof/properties/chain/type",keyword:"type",params:{type: schema38.properties.proof.properties.chain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.checkedAt !== undefined){
if(!(validate76(data4.checkedAt, {instancePath:instancePath+"/proof/checkedAt",parentData:data4,parentDataProperty:"checkedAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data4.standing !== undefined){
if(!(validate78(data4.standing, {instancePath:instancePath+"/proof/standing",parentData:data4,parentDataProperty:"standing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.receiptHash !== undefined){
if(typeof data.receiptHash !== "string"){
const err22 = {instancePath:instancePath+"/receiptHash",schemaPath:"#/properties/receiptHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.settledAt !== undefined){
let data10 = data.settledAt;
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err23 = {instancePath:instancePath+"/settledAt",schemaPath:"#/properties/settledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/settledAt",schemaPath:"#/properties/settledAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
const err25 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.txHash !== undefined){
if(typeof data.txHash !== "string"){
const err26 = {instancePath:instancePath+"/txHash",schemaPath:"#/properties/txHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.verifyUrl !== undefined){
let data13 = data.verifyUrl;
if(typeof data13 === "string"){
if(!(formats4(data13))){
const err27 = {instancePath:instancePath+"/verifyUrl",schemaPath:"#/properties/verifyUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err28 = {instancePath:instancePath+"/verifyUrl",schemaPath:"#/properties/verifyUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.balances === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "balances"},message:"must have required property '"+"balances"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.executionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.receipt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipt"},message:"must have required property '"+"receipt"+"'"};
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
if(!(((((key0 === "balances") || (key0 === "executionId")) || (key0 === "mode")) || (key0 === "receipt")) || (key0 === "status"))){
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
if(data.balances !== undefined){
let data0 = data.balances;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
const err6 = {instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: schema36.properties.balances.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.after === undefined){
const err7 = {instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.before === undefined){
const err8 = {instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "after") || (key1 === "before"))){
const err9 = {instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.after !== undefined){
if(!(validate70(data0.after, {instancePath:instancePath+"/balances/after",parentData:data0,parentDataProperty:"after",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
if(data0.before !== undefined){
if(!(validate70(data0.before, {instancePath:instancePath+"/balances/before",parentData:data0,parentDataProperty:"before",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
}
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err10 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.mode !== undefined){
let data4 = data.mode;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data4 === "paper") || (data4 === "live"))){
const err12 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema36.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.receipt !== undefined){
if(!(validate73(data.receipt, {instancePath:instancePath+"/receipt",parentData:data,parentDataProperty:"receipt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("settled" !== data6){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "settled"},message:"must be equal to constant"};
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
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_copilot_turn_output = validate81;
const schema42 = {"additionalProperties":false,"properties":{"actions":{"items":{"additionalProperties":false,"if":{"properties":{"type":{"const":"approve_execute"}},"required":["type"]},"properties":{"executionId":{"type":"string"},"label":{"type":"string"},"type":{"type":"string"}},"required":["label","type"],"then":{"required":["executionId"]},"type":"object"},"type":"array"},"kya":{"additionalProperties":false,"properties":{"accepted":{"const":true,"type":"boolean"},"credentialScope":{"enum":["full","testnet_default"],"type":"string"}},"required":["accepted","credentialScope"],"type":"object"},"mode":{"enum":["paper","live","testnet","mainnet"],"type":"string"},"quote":{"additionalProperties":false,"properties":{"chain":{"type":["string","null"]},"fromAmount":{"$ref":"urn:mcpforge:output:d34c0b9412a91bd4"},"fromAsset":{"type":["string","null"]},"operation":{"type":"string"},"priceSource":{"enum":["configured","sample"],"type":"string"},"simulated":{"const":true,"type":"boolean"},"toAmount":{"$ref":"urn:mcpforge:output:d34c0b9412a91bd4"},"toAsset":{"type":["string","null"]},"venue":{"type":["string","null"]}},"required":["chain","fromAmount","fromAsset","operation","simulated","toAmount","toAsset","venue"],"type":["object","null"]},"reply":{"type":"string"}},"required":["actions","kya","mode","quote","reply"],"type":"object"};
const schema43 = {"$id":"urn:mcpforge:output:d34c0b9412a91bd4","oneOf":[{"type":"null"},{"pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"}]};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:d34c0b9412a91bd4" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
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
if(typeof data === "string"){
if(!pattern3.test(data)){
const err1 = {instancePath,schemaPath:"#/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
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
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
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
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.actions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kya === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kya"},message:"must have required property '"+"kya"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.quote === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote"},message:"must have required property '"+"quote"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.reply === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reply"},message:"must have required property '"+"reply"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "actions") || (key0 === "kya")) || (key0 === "mode")) || (key0 === "quote")) || (key0 === "reply"))){
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
if(data.actions !== undefined){
let data0 = data.actions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs6 = errors;
let valid3 = true;
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1.type === undefined) && (missing0 = "type")){
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
if(data1.type !== undefined){
if("approve_execute" !== data1.type){
const err7 = {};
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
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs9 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.executionId === undefined){
const err8 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/then/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid3 = _valid0;
}
if(!valid3){
const err9 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.label === undefined){
const err10 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.type === undefined){
const err11 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "executionId") || (key1 === "label")) || (key1 === "type"))){
const err12 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.executionId !== undefined){
if(typeof data1.executionId !== "string"){
const err13 = {instancePath:instancePath+"/actions/" + i0+"/executionId",schemaPath:"#/properties/actions/items/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.label !== undefined){
if(typeof data1.label !== "string"){
const err14 = {instancePath:instancePath+"/actions/" + i0+"/label",schemaPath:"#/properties/actions/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.type !== undefined){
if(typeof data1.type !== "string"){
const err15 = {instancePath:instancePath+"/actions/" + i0+"/type",schemaPath:"#/properties/actions/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.kya !== undefined){
let data6 = data.kya;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.accepted === undefined){
const err18 = {instancePath:instancePath+"/kya",schemaPath:"#/properties/kya/required",keyword:"required",params:{missingProperty: "accepted"},message:"must have required property '"+"accepted"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.credentialScope === undefined){
const err19 = {instancePath:instancePath+"/kya",schemaPath:"#/properties/kya/required",keyword:"required",params:{missingProperty: "credentialScope"},message:"must have required property '"+"credentialScope"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "accepted") || (key2 === "credentialScope"))){
const err20 = {instancePath:instancePath+"/kya",schemaPath:"#/properties/kya/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.accepted !== undefined){
let data7 = data6.accepted;
if(typeof data7 !== "boolean"){
const err21 = {instancePath:instancePath+"/kya/accepted",schemaPath:"#/properties/kya/properties/accepted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(true !== data7){
const err22 = {instancePath:instancePath+"/kya/accepted",schemaPath:"#/properties/kya/properties/accepted/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.credentialScope !== undefined){
let data8 = data6.credentialScope;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/kya/credentialScope",schemaPath:"#/properties/kya/properties/credentialScope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data8 === "full") || (data8 === "testnet_default"))){
const err24 = {instancePath:instancePath+"/kya/credentialScope",schemaPath:"#/properties/kya/properties/credentialScope/enum",keyword:"enum",params:{allowedValues: schema42.properties.kya.properties.credentialScope.enum},message:"must be equal to one of the allowed values"};
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
const err25 = {instancePath:instancePath+"/kya",schemaPath:"#/properties/kya/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.mode !== undefined){
let data9 = data.mode;
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((data9 === "paper") || (data9 === "live")) || (data9 === "testnet")) || (data9 === "mainnet"))){
const err27 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema42.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.quote !== undefined){
let data10 = data.quote;
if((!(data10 && typeof data10 == "object" && !Array.isArray(data10))) && (data10 !== null)){
const err28 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/type",keyword:"type",params:{type: schema42.properties.quote.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.chain === undefined){
const err29 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.fromAmount === undefined){
const err30 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "fromAmount"},message:"must have required property '"+"fromAmount"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.fromAsset === undefined){
const err31 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "fromAsset"},message:"must have required property '"+"fromAsset"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.operation === undefined){
const err32 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "operation"},message:"must have required property '"+"operation"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10.simulated === undefined){
const err33 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "simulated"},message:"must have required property '"+"simulated"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data10.toAmount === undefined){
const err34 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "toAmount"},message:"must have required property '"+"toAmount"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10.toAsset === undefined){
const err35 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "toAsset"},message:"must have required property '"+"toAsset"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10.venue === undefined){
const err36 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data10){
if(!(func5.call(schema42.properties.quote.properties, key3))){
const err37 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.chain !== undefined){
let data11 = data10.chain;
if((typeof data11 !== "string") && (data11 !== null)){
const err38 = {instancePath:instancePath+"/quote/chain",schemaPath:"#/properties/quote/properties/chain/type",keyword:"type",params:{type: schema42.properties.quote.properties.chain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.fromAmount !== undefined){
if(!(validate82(data10.fromAmount, {instancePath:instancePath+"/quote/fromAmount",parentData:data10,parentDataProperty:"fromAmount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data10.fromAsset !== undefined){
let data13 = data10.fromAsset;
if((typeof data13 !== "string") && (data13 !== null)){
const err39 = {instancePath:instancePath+"/quote/fromAsset",schemaPath:"#/properties/quote/properties/fromAsset/type",keyword:"type",params:{type: schema42.properties.quote.properties.fromAsset.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data10.operation !== undefined){
if(typeof data10.operation !== "string"){
const err40 = {instancePath:instancePath+"/quote/operation",schemaPath:"#/properties/quote/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data10.priceSource !== undefined){
let data15 = data10.priceSource;
if(typeof data15 !== "string"){
const err41 = {instancePath:instancePath+"/quote/priceSource",schemaPath:"#/properties/quote/properties/priceSource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data15 === "configured") || (data15 === "sample"))){
const err42 = {instancePath:instancePath+"/quote/priceSource",schemaPath:"#/properties/quote/properties/priceSource/enum",keyword:"enum",params:{allowedValues: schema42.properties.quote.properties.priceSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data10.simulated !== undefined){
let data16 = data10.simulated;
if(typeof data16 !== "boolean"){
const err43 = {instancePath:instancePath+"/quote/simulated",schemaPath:"#/properties/quote/properties/simulated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(true !== data16){
const err44 = {instancePath:instancePath+"/quote/simulated",schemaPath:"#/properties/quote/properties/simulated/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data10.toAmount !== undefined){
if(!(validate82(data10.toAmount, {instancePath:instancePath+"/quote/toAmount",parentData:data10,parentDataProperty:"toAmount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data10.toAsset !== undefined){
let data18 = data10.toAsset;
if((typeof data18 !== "string") && (data18 !== null)){
const err45 = {instancePath:instancePath+"/quote/toAsset",schemaPath:"#/properties/quote/properties/toAsset/type",keyword:"type",params:{type: schema42.properties.quote.properties.toAsset.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data10.venue !== undefined){
let data19 = data10.venue;
if((typeof data19 !== "string") && (data19 !== null)){
const err46 = {instancePath:instancePath+"/quote/venue",schemaPath:"#/properties/quote/properties/venue/type",keyword:"type",params:{type: schema42.properties.quote.properties.venue.type},message:"must be string,null"};
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
}
if(data.reply !== undefined){
if(typeof data.reply !== "string"){
const err47 = {instancePath:instancePath+"/reply",schemaPath:"#/properties/reply/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_create_agent_output = validate85;
const schema44 = {"additionalProperties":false,"properties":{"agentId":{"enum":["byo-external","defi-lend","defi-swap","defi-perp","portfolio"],"type":"string"},"agentInstanceId":{"type":"string"},"createdAt":{"format":"date-time","type":"string"},"hosted":{"type":"boolean"},"label":{"type":["string","null"]},"portal":{"type":"string"},"userId":{"type":"string"}},"required":["agentId","agentInstanceId","createdAt","hosted","label","portal","userId"],"type":"object"};

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
if(data.agentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentId"},message:"must have required property '"+"agentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agentInstanceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentInstanceId"},message:"must have required property '"+"agentInstanceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.createdAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.hosted === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hosted"},message:"must have required property '"+"hosted"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.label === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.portal === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.userId === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "agentId") || (key0 === "agentInstanceId")) || (key0 === "createdAt")) || (key0 === "hosted")) || (key0 === "label")) || (key0 === "portal")) || (key0 === "userId"))){
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
if(data.agentId !== undefined){
let data0 = data.agentId;
if(typeof data0 !== "string"){
const err8 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((data0 === "byo-external") || (data0 === "defi-lend")) || (data0 === "defi-swap")) || (data0 === "defi-perp")) || (data0 === "portfolio"))){
const err9 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/enum",keyword:"enum",params:{allowedValues: schema44.properties.agentId.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.agentInstanceId !== undefined){
if(typeof data.agentInstanceId !== "string"){
const err10 = {instancePath:instancePath+"/agentInstanceId",schemaPath:"#/properties/agentInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data2 = data.createdAt;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err11 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.hosted !== undefined){
if(typeof data.hosted !== "boolean"){
const err13 = {instancePath:instancePath+"/hosted",schemaPath:"#/properties/hosted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.label !== undefined){
let data4 = data.label;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: schema44.properties.label.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err15 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err16 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_create_mandate_output = validate86;
const schema45 = {"additionalProperties":false,"properties":{"mandate":{"$ref":"urn:mcpforge:output:ca350b871ea7066e"},"unparsed":{"items":{"type":"string"},"type":"array"}},"required":["mandate","unparsed"],"type":"object"};
const schema46 = {"$id":"urn:mcpforge:output:ca350b871ea7066e","additionalProperties":false,"properties":{"agentInstanceId":{"$ref":"urn:mcpforge:output:868a0c22ed154a06"},"capital":{"oneOf":[{"type":"null"},{"properties":{"amount":{"type":"string"},"asset":{"type":"string"},"chain":{"type":"string"}},"required":["amount","asset","chain"],"type":"object"}]},"conditions":{"type":"array"},"constraints":{"type":"object"},"createdAt":{"format":"date-time","type":"string"},"mandateId":{"type":"string"},"name":{"type":["string","null"]},"objective":{"type":["string","null"]},"portal":{"type":"string"},"status":{"enum":["active","paused","cancelled"],"type":"string"},"userId":{"$ref":"urn:mcpforge:output:868a0c22ed154a06"}},"required":["agentInstanceId","capital","conditions","constraints","createdAt","mandateId","name","objective","portal","status","userId"],"type":"object"};
const schema47 = {"$id":"urn:mcpforge:output:868a0c22ed154a06","oneOf":[{"type":"null"},{"type":"string"}]};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:868a0c22ed154a06" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
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
if(typeof data !== "string"){
const err1 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
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
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
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
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:ca350b871ea7066e" */;
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
if(data.agentInstanceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentInstanceId"},message:"must have required property '"+"agentInstanceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.capital === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "capital"},message:"must have required property '"+"capital"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.conditions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conditions"},message:"must have required property '"+"conditions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.constraints === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "constraints"},message:"must have required property '"+"constraints"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.mandateId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
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
if(data.objective === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.portal === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
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
if(data.userId === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema46.properties, key0))){
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
if(data.agentInstanceId !== undefined){
if(!(validate88(data.agentInstanceId, {instancePath:instancePath+"/agentInstanceId",parentData:data,parentDataProperty:"agentInstanceId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.capital !== undefined){
let data1 = data.capital;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(data1 !== null){
const err12 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.amount === undefined){
const err13 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.asset === undefined){
const err14 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.chain === undefined){
const err15 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.amount !== undefined){
if(typeof data1.amount !== "string"){
const err16 = {instancePath:instancePath+"/capital/amount",schemaPath:"#/properties/capital/oneOf/1/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.asset !== undefined){
if(typeof data1.asset !== "string"){
const err17 = {instancePath:instancePath+"/capital/asset",schemaPath:"#/properties/capital/oneOf/1/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.chain !== undefined){
if(typeof data1.chain !== "string"){
const err18 = {instancePath:instancePath+"/capital/chain",schemaPath:"#/properties/capital/oneOf/1/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
var props0 = {};
props0.amount = true;
props0.asset = true;
props0.chain = true;
}
}
if(!valid1){
const err20 = {instancePath:instancePath+"/capital",schemaPath:"#/properties/capital/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.conditions !== undefined){
if(!(Array.isArray(data.conditions))){
const err21 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.constraints !== undefined){
let data6 = data.constraints;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err22 = {instancePath:instancePath+"/constraints",schemaPath:"#/properties/constraints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data7 = data.createdAt;
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err23 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err25 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.name !== undefined){
let data9 = data.name;
if((typeof data9 !== "string") && (data9 !== null)){
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema46.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.objective !== undefined){
let data10 = data.objective;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/type",keyword:"type",params:{type: schema46.properties.objective.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err28 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.status !== undefined){
let data12 = data.status;
if(typeof data12 !== "string"){
const err29 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((data12 === "active") || (data12 === "paused")) || (data12 === "cancelled"))){
const err30 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema46.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.userId !== undefined){
if(!(validate88(data.userId, {instancePath:instancePath+"/userId",parentData:data,parentDataProperty:"userId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
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
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.mandate === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandate"},message:"must have required property '"+"mandate"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unparsed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unparsed"},message:"must have required property '"+"unparsed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "mandate") || (key0 === "unparsed"))){
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
if(data.mandate !== undefined){
if(!(validate87(data.mandate, {instancePath:instancePath+"/mandate",parentData:data,parentDataProperty:"mandate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data.unparsed !== undefined){
let data1 = data.unparsed;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err3 = {instancePath:instancePath+"/unparsed/" + i0,schemaPath:"#/properties/unparsed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/unparsed",schemaPath:"#/properties/unparsed/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_eval_mandate_output = validate92;
const schema48 = {"additionalProperties":false,"properties":{"conditions":{"items":{"additionalProperties":false,"properties":{"detail":{"type":"string"},"index":{"minimum":0,"type":"integer"},"met":{"type":"boolean"}},"required":["detail","index","met"],"type":"object"},"type":"array"},"evaluatedAt":{"format":"date-time","type":"string"},"executed":{"const":false,"type":"boolean"},"exitTriggered":{"type":"boolean"},"mandateId":{"type":"string"},"snapshotSource":{"enum":["caller","price_provider"],"type":"string"},"status":{"enum":["active","paused","cancelled"],"type":"string"}},"required":["conditions","evaluatedAt","executed","exitTriggered","mandateId","snapshotSource","status"],"type":"object"};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.conditions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conditions"},message:"must have required property '"+"conditions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.evaluatedAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "evaluatedAt"},message:"must have required property '"+"evaluatedAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.executed === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executed"},message:"must have required property '"+"executed"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.exitTriggered === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exitTriggered"},message:"must have required property '"+"exitTriggered"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.mandateId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.snapshotSource === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "snapshotSource"},message:"must have required property '"+"snapshotSource"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.status === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "conditions") || (key0 === "evaluatedAt")) || (key0 === "executed")) || (key0 === "exitTriggered")) || (key0 === "mandateId")) || (key0 === "snapshotSource")) || (key0 === "status"))){
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
if(data.conditions !== undefined){
let data0 = data.conditions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.detail === undefined){
const err8 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.index === undefined){
const err9 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.met === undefined){
const err10 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/required",keyword:"required",params:{missingProperty: "met"},message:"must have required property '"+"met"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "detail") || (key1 === "index")) || (key1 === "met"))){
const err11 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.detail !== undefined){
if(typeof data1.detail !== "string"){
const err12 = {instancePath:instancePath+"/conditions/" + i0+"/detail",schemaPath:"#/properties/conditions/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.index !== undefined){
let data3 = data1.index;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/conditions/" + i0+"/index",schemaPath:"#/properties/conditions/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err14 = {instancePath:instancePath+"/conditions/" + i0+"/index",schemaPath:"#/properties/conditions/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.met !== undefined){
if(typeof data1.met !== "boolean"){
const err15 = {instancePath:instancePath+"/conditions/" + i0+"/met",schemaPath:"#/properties/conditions/items/properties/met/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err16 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.evaluatedAt !== undefined){
let data5 = data.evaluatedAt;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err18 = {instancePath:instancePath+"/evaluatedAt",schemaPath:"#/properties/evaluatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err19 = {instancePath:instancePath+"/evaluatedAt",schemaPath:"#/properties/evaluatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.executed !== undefined){
let data6 = data.executed;
if(typeof data6 !== "boolean"){
const err20 = {instancePath:instancePath+"/executed",schemaPath:"#/properties/executed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(false !== data6){
const err21 = {instancePath:instancePath+"/executed",schemaPath:"#/properties/executed/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.exitTriggered !== undefined){
if(typeof data.exitTriggered !== "boolean"){
const err22 = {instancePath:instancePath+"/exitTriggered",schemaPath:"#/properties/exitTriggered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err23 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.snapshotSource !== undefined){
let data9 = data.snapshotSource;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/snapshotSource",schemaPath:"#/properties/snapshotSource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data9 === "caller") || (data9 === "price_provider"))){
const err25 = {instancePath:instancePath+"/snapshotSource",schemaPath:"#/properties/snapshotSource/enum",keyword:"enum",params:{allowedValues: schema48.properties.snapshotSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.status !== undefined){
let data10 = data.status;
if(typeof data10 !== "string"){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data10 === "active") || (data10 === "paused")) || (data10 === "cancelled"))){
const err27 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_get_receipt_output = validate93;
const schema49 = {"additionalProperties":false,"properties":{"receipt":{"$ref":"urn:mcpforge:output:7e94a4953d8fb822"}},"required":["receipt"],"type":"object"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.receipt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipt"},message:"must have required property '"+"receipt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "receipt")){
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
if(data.receipt !== undefined){
if(!(validate73(data.receipt, {instancePath:instancePath+"/receipt",parentData:data,parentDataProperty:"receipt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
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
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_lend_execute_output = validate95;
const schema50 = {"additionalProperties":false,"allOf":[{"if":{"properties":{"phase":{"const":"preview"}},"required":["phase"]},"then":{"required":["previewHash","artifact"]}},{"if":{"properties":{"phase":{"const":"settled"}},"required":["phase"]},"then":{"required":["executionId","receiptHash","proof"]}}],"properties":{"amount":{"pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"artifact":{"$ref":"urn:mcpforge:output:d5c29b58d6081504"},"asset":{"type":"string"},"chain":{"type":"string"},"executionId":{"type":"string"},"mandateId":{"type":"string"},"op":{"enum":["supply","withdraw"],"type":"string"},"phase":{"enum":["preview","settled"],"type":"string"},"previewHash":{"type":"string"},"proof":{"additionalProperties":false,"properties":{"balances":{"$ref":"urn:mcpforge:output:ee0e9827ca9f8546"},"standing":{"$ref":"urn:mcpforge:output:f2eed801edcc2feb"}},"required":["standing"],"type":"object"},"receiptHash":{"type":"string"},"txHash":{"type":"string"},"venue":{"enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":["amount","asset","chain","mandateId","op","phase","venue"],"type":"object"};
const schema51 = {"$id":"urn:mcpforge:output:d5c29b58d6081504","additionalProperties":false,"properties":{"chain":{"type":"string"},"kind":{"enum":["eip712_order","solana_transaction"],"type":"string"},"payload":{"type":"object"},"venue":{"type":["string","null"]}},"required":["chain","kind","payload","venue"],"type":"object"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:d5c29b58d6081504" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.payload === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.venue === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "chain") || (key0 === "kind")) || (key0 === "payload")) || (key0 === "venue"))){
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
if(data.chain !== undefined){
if(typeof data.chain !== "string"){
const err5 = {instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data1 === "eip712_order") || (data1 === "solana_transaction"))){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema51.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.payload !== undefined){
let data2 = data.payload;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err8 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.venue !== undefined){
let data3 = data.venue;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: schema51.properties.venue.type},message:"must be string,null"};
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
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.phase === undefined) && (missing0 = "phase")){
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
if(data.phase !== undefined){
if("preview" !== data.phase){
const err1 = {};
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
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.previewHash === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "previewHash"},message:"must have required property '"+"previewHash"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.artifact === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "artifact"},message:"must have required property '"+"artifact"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.phase === undefined) && (missing1 = "phase")){
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
if(data.phase !== undefined){
if("settled" !== data.phase){
const err6 = {};
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
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.executionId === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.receiptHash === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "receiptHash"},message:"must have required property '"+"receiptHash"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.proof === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "proof"},message:"must have required property '"+"proof"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err10 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.asset === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.chain === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.mandateId === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.op === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.phase === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.venue === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema50.properties, key0))){
const err18 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err19 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err20 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.artifact !== undefined){
if(!(validate96(data.artifact, {instancePath:instancePath+"/artifact",parentData:data,parentDataProperty:"artifact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.asset !== undefined){
if(typeof data.asset !== "string"){
const err21 = {instancePath:instancePath+"/asset",schemaPath:"#/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.chain !== undefined){
if(typeof data.chain !== "string"){
const err22 = {instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err23 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err24 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.op !== undefined){
let data8 = data.op;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data8 === "supply") || (data8 === "withdraw"))){
const err26 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema50.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.phase !== undefined){
let data9 = data.phase;
if(typeof data9 !== "string"){
const err27 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data9 === "preview") || (data9 === "settled"))){
const err28 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/enum",keyword:"enum",params:{allowedValues: schema50.properties.phase.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err29 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.proof !== undefined){
let data11 = data.proof;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.standing === undefined){
const err30 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/required",keyword:"required",params:{missingProperty: "standing"},message:"must have required property '"+"standing"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key1 in data11){
if(!((key1 === "balances") || (key1 === "standing"))){
const err31 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.balances !== undefined){
if(!(validate74(data11.balances, {instancePath:instancePath+"/proof/balances",parentData:data11,parentDataProperty:"balances",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data11.standing !== undefined){
if(!(validate78(data11.standing, {instancePath:instancePath+"/proof/standing",parentData:data11,parentDataProperty:"standing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.receiptHash !== undefined){
if(typeof data.receiptHash !== "string"){
const err33 = {instancePath:instancePath+"/receiptHash",schemaPath:"#/properties/receiptHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.txHash !== undefined){
if(typeof data.txHash !== "string"){
const err34 = {instancePath:instancePath+"/txHash",schemaPath:"#/properties/txHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.venue !== undefined){
let data16 = data.venue;
if(typeof data16 !== "string"){
const err35 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((data16 === "venue_1") || (data16 === "venue_2")) || (data16 === "venue_3"))){
const err36 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/enum",keyword:"enum",params:{allowedValues: schema50.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_list_mandates_output = validate100;
const schema52 = {"additionalProperties":false,"properties":{"mandates":{"items":{"$ref":"urn:mcpforge:output:ca350b871ea7066e"},"type":"array"},"nextCursor":{"type":["string","null"]}},"required":["mandates","nextCursor"],"type":"object"};

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
if(data.mandates === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandates"},message:"must have required property '"+"mandates"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nextCursor === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nextCursor"},message:"must have required property '"+"nextCursor"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "mandates") || (key0 === "nextCursor"))){
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
if(data.mandates !== undefined){
let data0 = data.mandates;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate87(data0[i0], {instancePath:instancePath+"/mandates/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/mandates",schemaPath:"#/properties/mandates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nextCursor !== undefined){
let data2 = data.nextCursor;
if((typeof data2 !== "string") && (data2 !== null)){
const err4 = {instancePath:instancePath+"/nextCursor",schemaPath:"#/properties/nextCursor/type",keyword:"type",params:{type: schema52.properties.nextCursor.type},message:"must be string,null"};
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
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_list_venues_output = validate102;
const schema53 = {"additionalProperties":false,"properties":{"asOf":{"format":"date-time","type":"string"},"routes":{"items":{"additionalProperties":false,"properties":{"chain":{"type":"string"},"chainId":{"minimum":1,"type":["integer","null"]},"defaultForChain":{"type":"boolean"},"live":{"type":"boolean"},"operations":{"items":{"enum":["swap","lend","bridge","supply","withdraw"],"type":"string"},"type":"array"},"proven":{"type":"boolean"},"status":{"enum":["settled","address_verified","operator_disabled"],"type":"string"},"venue":{"enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":["chain","chainId","defaultForChain","live","operations","proven","status","venue"],"type":"object"},"type":"array"}},"required":["asOf","routes"],"type":"object"};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.asOf === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "asOf"},message:"must have required property '"+"asOf"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.routes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "routes"},message:"must have required property '"+"routes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "asOf") || (key0 === "routes"))){
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
if(data.asOf !== undefined){
let data0 = data.asOf;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err3 = {instancePath:instancePath+"/asOf",schemaPath:"#/properties/asOf/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err4 = {instancePath:instancePath+"/asOf",schemaPath:"#/properties/asOf/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.routes !== undefined){
let data1 = data.routes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.chain === undefined){
const err5 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.chainId === undefined){
const err6 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "chainId"},message:"must have required property '"+"chainId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.defaultForChain === undefined){
const err7 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "defaultForChain"},message:"must have required property '"+"defaultForChain"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.live === undefined){
const err8 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "live"},message:"must have required property '"+"live"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.operations === undefined){
const err9 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.proven === undefined){
const err10 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.status === undefined){
const err11 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.venue === undefined){
const err12 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((((((((key1 === "chain") || (key1 === "chainId")) || (key1 === "defaultForChain")) || (key1 === "live")) || (key1 === "operations")) || (key1 === "proven")) || (key1 === "status")) || (key1 === "venue"))){
const err13 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.chain !== undefined){
if(typeof data2.chain !== "string"){
const err14 = {instancePath:instancePath+"/routes/" + i0+"/chain",schemaPath:"#/properties/routes/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.chainId !== undefined){
let data4 = data2.chainId;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err15 = {instancePath:instancePath+"/routes/" + i0+"/chainId",schemaPath:"#/properties/routes/items/properties/chainId/type",keyword:"type",params:{type: schema53.properties.routes.items.properties.chainId.type},message:"must be integer,null"};
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
const err16 = {instancePath:instancePath+"/routes/" + i0+"/chainId",schemaPath:"#/properties/routes/items/properties/chainId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.defaultForChain !== undefined){
if(typeof data2.defaultForChain !== "boolean"){
const err17 = {instancePath:instancePath+"/routes/" + i0+"/defaultForChain",schemaPath:"#/properties/routes/items/properties/defaultForChain/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.live !== undefined){
if(typeof data2.live !== "boolean"){
const err18 = {instancePath:instancePath+"/routes/" + i0+"/live",schemaPath:"#/properties/routes/items/properties/live/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.operations !== undefined){
let data7 = data2.operations;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/routes/" + i0+"/operations/" + i1,schemaPath:"#/properties/routes/items/properties/operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((data8 === "swap") || (data8 === "lend")) || (data8 === "bridge")) || (data8 === "supply")) || (data8 === "withdraw"))){
const err20 = {instancePath:instancePath+"/routes/" + i0+"/operations/" + i1,schemaPath:"#/properties/routes/items/properties/operations/items/enum",keyword:"enum",params:{allowedValues: schema53.properties.routes.items.properties.operations.items.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath:instancePath+"/routes/" + i0+"/operations",schemaPath:"#/properties/routes/items/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.proven !== undefined){
if(typeof data2.proven !== "boolean"){
const err22 = {instancePath:instancePath+"/routes/" + i0+"/proven",schemaPath:"#/properties/routes/items/properties/proven/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.status !== undefined){
let data10 = data2.status;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/routes/" + i0+"/status",schemaPath:"#/properties/routes/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data10 === "settled") || (data10 === "address_verified")) || (data10 === "operator_disabled"))){
const err24 = {instancePath:instancePath+"/routes/" + i0+"/status",schemaPath:"#/properties/routes/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema53.properties.routes.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.venue !== undefined){
let data11 = data2.venue;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/routes/" + i0+"/venue",schemaPath:"#/properties/routes/items/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((data11 === "venue_1") || (data11 === "venue_2")) || (data11 === "venue_3"))){
const err26 = {instancePath:instancePath+"/routes/" + i0+"/venue",schemaPath:"#/properties/routes/items/properties/venue/enum",keyword:"enum",params:{allowedValues: schema53.properties.routes.items.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath:instancePath+"/routes/" + i0,schemaPath:"#/properties/routes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_plan_standing_output = validate103;
const schema54 = {"additionalProperties":false,"properties":{"envelope":{"additionalProperties":false,"properties":{"cadence":{"type":["string","null"]},"chains":{"$ref":"urn:mcpforge:output:928752ba71e32c1a"},"cumulativeCap":{"$ref":"urn:mcpforge:output:242a7d699aa8b4f0"},"expiresAt":{"$ref":"urn:mcpforge:output:aedcb1df3fb54538"},"minGainBps":{"type":["number","null"]},"operations":{"$ref":"urn:mcpforge:output:928752ba71e32c1a"},"perMoveCap":{"$ref":"urn:mcpforge:output:242a7d699aa8b4f0"},"revocation":{"type":"string"},"venues":{"$ref":"urn:mcpforge:output:928752ba71e32c1a"}},"required":["cadence","chains","cumulativeCap","expiresAt","minGainBps","operations","perMoveCap","revocation","venues"],"type":"object"},"missing":{"items":{"enum":["cadence","operations","venues","chains","perMoveCap","cumulativeCap","minGainBps","expiresAt"],"type":"string"},"type":"array"},"signable":{"type":"boolean"}},"required":["envelope","missing","signable"],"type":"object"};
const schema55 = {"$id":"urn:mcpforge:output:928752ba71e32c1a","items":{"type":"string"},"type":["array","null"]};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:928752ba71e32c1a" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema55.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema56 = {"$id":"urn:mcpforge:output:242a7d699aa8b4f0","additionalProperties":false,"properties":{"amount":{"pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"type":"string"}},"required":["amount","asset"],"type":["object","null"]};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:242a7d699aa8b4f0" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema56.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.asset === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "amount") || (key0 === "asset"))){
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
if(data.amount !== undefined){
let data0 = data.amount;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err4 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err5 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.asset !== undefined){
if(typeof data.asset !== "string"){
const err6 = {instancePath:instancePath+"/asset",schemaPath:"#/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.envelope === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "envelope"},message:"must have required property '"+"envelope"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.missing === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "missing"},message:"must have required property '"+"missing"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.signable === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signable"},message:"must have required property '"+"signable"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "envelope") || (key0 === "missing")) || (key0 === "signable"))){
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
if(data.envelope !== undefined){
let data0 = data.envelope;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.cadence === undefined){
const err4 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "cadence"},message:"must have required property '"+"cadence"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.chains === undefined){
const err5 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "chains"},message:"must have required property '"+"chains"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.cumulativeCap === undefined){
const err6 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "cumulativeCap"},message:"must have required property '"+"cumulativeCap"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.expiresAt === undefined){
const err7 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "expiresAt"},message:"must have required property '"+"expiresAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.minGainBps === undefined){
const err8 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "minGainBps"},message:"must have required property '"+"minGainBps"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.operations === undefined){
const err9 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.perMoveCap === undefined){
const err10 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "perMoveCap"},message:"must have required property '"+"perMoveCap"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.revocation === undefined){
const err11 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "revocation"},message:"must have required property '"+"revocation"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.venues === undefined){
const err12 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/required",keyword:"required",params:{missingProperty: "venues"},message:"must have required property '"+"venues"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data0){
if(!(func5.call(schema54.properties.envelope.properties, key1))){
const err13 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.cadence !== undefined){
let data1 = data0.cadence;
if((typeof data1 !== "string") && (data1 !== null)){
const err14 = {instancePath:instancePath+"/envelope/cadence",schemaPath:"#/properties/envelope/properties/cadence/type",keyword:"type",params:{type: schema54.properties.envelope.properties.cadence.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.chains !== undefined){
if(!(validate104(data0.chains, {instancePath:instancePath+"/envelope/chains",parentData:data0,parentDataProperty:"chains",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
if(data0.cumulativeCap !== undefined){
if(!(validate106(data0.cumulativeCap, {instancePath:instancePath+"/envelope/cumulativeCap",parentData:data0,parentDataProperty:"cumulativeCap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data0.expiresAt !== undefined){
if(!(validate76(data0.expiresAt, {instancePath:instancePath+"/envelope/expiresAt",parentData:data0,parentDataProperty:"expiresAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data0.minGainBps !== undefined){
let data5 = data0.minGainBps;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/envelope/minGainBps",schemaPath:"#/properties/envelope/properties/minGainBps/type",keyword:"type",params:{type: schema54.properties.envelope.properties.minGainBps.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.operations !== undefined){
if(!(validate104(data0.operations, {instancePath:instancePath+"/envelope/operations",parentData:data0,parentDataProperty:"operations",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
if(data0.perMoveCap !== undefined){
if(!(validate106(data0.perMoveCap, {instancePath:instancePath+"/envelope/perMoveCap",parentData:data0,parentDataProperty:"perMoveCap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data0.revocation !== undefined){
if(typeof data0.revocation !== "string"){
const err16 = {instancePath:instancePath+"/envelope/revocation",schemaPath:"#/properties/envelope/properties/revocation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.venues !== undefined){
if(!(validate104(data0.venues, {instancePath:instancePath+"/envelope/venues",parentData:data0,parentDataProperty:"venues",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.missing !== undefined){
let data10 = data.missing;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err18 = {instancePath:instancePath+"/missing/" + i0,schemaPath:"#/properties/missing/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((((((data11 === "cadence") || (data11 === "operations")) || (data11 === "venues")) || (data11 === "chains")) || (data11 === "perMoveCap")) || (data11 === "cumulativeCap")) || (data11 === "minGainBps")) || (data11 === "expiresAt"))){
const err19 = {instancePath:instancePath+"/missing/" + i0,schemaPath:"#/properties/missing/items/enum",keyword:"enum",params:{allowedValues: schema54.properties.missing.items.enum},message:"must be equal to one of the allowed values"};
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
const err20 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.signable !== undefined){
if(typeof data.signable !== "boolean"){
const err21 = {instancePath:instancePath+"/signable",schemaPath:"#/properties/signable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_plan_workflow_output = validate112;
const schema57 = {"additionalProperties":false,"properties":{"legs":{"items":{"additionalProperties":false,"properties":{"amount":{"$ref":"urn:mcpforge:output:d34c0b9412a91bd4"},"amountFrom":{"enum":["stated","previous_leg"],"type":"string"},"asset":{"type":"string"},"chain":{"type":"string"},"dependsOn":{"minimum":0,"type":["integer","null"]},"executable":{"type":"boolean"},"index":{"minimum":0,"type":"integer"},"operation":{"type":"string"},"venue":{"type":["string","null"]}},"required":["amount","amountFrom","asset","chain","dependsOn","executable","index","operation","venue"],"type":"object"},"type":"array"},"unsupported":{"items":{"additionalProperties":false,"properties":{"clause":{"type":"string"},"reason":{"type":"string"},"reasonCode":{"enum":["unsupported_operation","unnamed_venue","non_positive_amount","amount_split_across_venues"],"type":"string"}},"required":["clause","reason","reasonCode"],"type":"object"},"type":"array"}},"required":["legs","unsupported"],"type":"object"};

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
if(data.legs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "legs"},message:"must have required property '"+"legs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unsupported === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unsupported"},message:"must have required property '"+"unsupported"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "legs") || (key0 === "unsupported"))){
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
if(data.legs !== undefined){
let data0 = data.legs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.amount === undefined){
const err3 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.amountFrom === undefined){
const err4 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "amountFrom"},message:"must have required property '"+"amountFrom"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.asset === undefined){
const err5 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.chain === undefined){
const err6 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.dependsOn === undefined){
const err7 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.executable === undefined){
const err8 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "executable"},message:"must have required property '"+"executable"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.index === undefined){
const err9 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.operation === undefined){
const err10 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "operation"},message:"must have required property '"+"operation"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.venue === undefined){
const err11 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data1){
if(!(func5.call(schema57.properties.legs.items.properties, key1))){
const err12 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.amount !== undefined){
if(!(validate82(data1.amount, {instancePath:instancePath+"/legs/" + i0+"/amount",parentData:data1,parentDataProperty:"amount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data1.amountFrom !== undefined){
let data3 = data1.amountFrom;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/legs/" + i0+"/amountFrom",schemaPath:"#/properties/legs/items/properties/amountFrom/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data3 === "stated") || (data3 === "previous_leg"))){
const err14 = {instancePath:instancePath+"/legs/" + i0+"/amountFrom",schemaPath:"#/properties/legs/items/properties/amountFrom/enum",keyword:"enum",params:{allowedValues: schema57.properties.legs.items.properties.amountFrom.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.asset !== undefined){
if(typeof data1.asset !== "string"){
const err15 = {instancePath:instancePath+"/legs/" + i0+"/asset",schemaPath:"#/properties/legs/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.chain !== undefined){
if(typeof data1.chain !== "string"){
const err16 = {instancePath:instancePath+"/legs/" + i0+"/chain",schemaPath:"#/properties/legs/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.dependsOn !== undefined){
let data6 = data1.dependsOn;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err17 = {instancePath:instancePath+"/legs/" + i0+"/dependsOn",schemaPath:"#/properties/legs/items/properties/dependsOn/type",keyword:"type",params:{type: schema57.properties.legs.items.properties.dependsOn.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/legs/" + i0+"/dependsOn",schemaPath:"#/properties/legs/items/properties/dependsOn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.executable !== undefined){
if(typeof data1.executable !== "boolean"){
const err19 = {instancePath:instancePath+"/legs/" + i0+"/executable",schemaPath:"#/properties/legs/items/properties/executable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.index !== undefined){
let data8 = data1.index;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/legs/" + i0+"/index",schemaPath:"#/properties/legs/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/legs/" + i0+"/index",schemaPath:"#/properties/legs/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.operation !== undefined){
if(typeof data1.operation !== "string"){
const err22 = {instancePath:instancePath+"/legs/" + i0+"/operation",schemaPath:"#/properties/legs/items/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.venue !== undefined){
let data10 = data1.venue;
if((typeof data10 !== "string") && (data10 !== null)){
const err23 = {instancePath:instancePath+"/legs/" + i0+"/venue",schemaPath:"#/properties/legs/items/properties/venue/type",keyword:"type",params:{type: schema57.properties.legs.items.properties.venue.type},message:"must be string,null"};
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
const err24 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/legs",schemaPath:"#/properties/legs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.unsupported !== undefined){
let data11 = data.unsupported;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.clause === undefined){
const err26 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/required",keyword:"required",params:{missingProperty: "clause"},message:"must have required property '"+"clause"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data12.reason === undefined){
const err27 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data12.reasonCode === undefined){
const err28 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/required",keyword:"required",params:{missingProperty: "reasonCode"},message:"must have required property '"+"reasonCode"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data12){
if(!(((key2 === "clause") || (key2 === "reason")) || (key2 === "reasonCode"))){
const err29 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data12.clause !== undefined){
if(typeof data12.clause !== "string"){
const err30 = {instancePath:instancePath+"/unsupported/" + i1+"/clause",schemaPath:"#/properties/unsupported/items/properties/clause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data12.reason !== undefined){
if(typeof data12.reason !== "string"){
const err31 = {instancePath:instancePath+"/unsupported/" + i1+"/reason",schemaPath:"#/properties/unsupported/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.reasonCode !== undefined){
let data15 = data12.reasonCode;
if(typeof data15 !== "string"){
const err32 = {instancePath:instancePath+"/unsupported/" + i1+"/reasonCode",schemaPath:"#/properties/unsupported/items/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((((data15 === "unsupported_operation") || (data15 === "unnamed_venue")) || (data15 === "non_positive_amount")) || (data15 === "amount_split_across_venues"))){
const err33 = {instancePath:instancePath+"/unsupported/" + i1+"/reasonCode",schemaPath:"#/properties/unsupported/items/properties/reasonCode/enum",keyword:"enum",params:{allowedValues: schema57.properties.unsupported.items.properties.reasonCode.enum},message:"must be equal to one of the allowed values"};
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
const err34 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/unsupported",schemaPath:"#/properties/unsupported/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_portfolio_output = validate114;
const schema58 = {"additionalProperties":false,"properties":{"balances":{"$ref":"urn:mcpforge:output:c59b3e3156eb795c"},"fills":{"items":{"additionalProperties":false,"properties":{"executionId":{"type":"string"},"filledAt":{"format":"date-time","type":"string"},"operation":{"type":"string"},"summary":{"type":"string"}},"required":["executionId","filledAt","operation","summary"],"type":"object"},"type":"array"},"portal":{"type":"string"},"simulated":{"const":true,"type":"boolean"},"userId":{"type":"string"}},"required":["balances","fills","portal","simulated","userId"],"type":"object"};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.balances === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "balances"},message:"must have required property '"+"balances"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fills === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fills"},message:"must have required property '"+"fills"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.portal === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.simulated === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "simulated"},message:"must have required property '"+"simulated"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.userId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "balances") || (key0 === "fills")) || (key0 === "portal")) || (key0 === "simulated")) || (key0 === "userId"))){
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
if(data.balances !== undefined){
if(!(validate70(data.balances, {instancePath:instancePath+"/balances",parentData:data,parentDataProperty:"balances",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
if(data.fills !== undefined){
let data1 = data.fills;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.executionId === undefined){
const err6 = {instancePath:instancePath+"/fills/" + i0,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.filledAt === undefined){
const err7 = {instancePath:instancePath+"/fills/" + i0,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "filledAt"},message:"must have required property '"+"filledAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.operation === undefined){
const err8 = {instancePath:instancePath+"/fills/" + i0,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "operation"},message:"must have required property '"+"operation"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.summary === undefined){
const err9 = {instancePath:instancePath+"/fills/" + i0,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "executionId") || (key1 === "filledAt")) || (key1 === "operation")) || (key1 === "summary"))){
const err10 = {instancePath:instancePath+"/fills/" + i0,schemaPath:"#/properties/fills/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.executionId !== undefined){
if(typeof data2.executionId !== "string"){
const err11 = {instancePath:instancePath+"/fills/" + i0+"/executionId",schemaPath:"#/properties/fills/items/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.filledAt !== undefined){
let data4 = data2.filledAt;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err12 = {instancePath:instancePath+"/fills/" + i0+"/filledAt",schemaPath:"#/properties/fills/items/properties/filledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/fills/" + i0+"/filledAt",schemaPath:"#/properties/fills/items/properties/filledAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.operation !== undefined){
if(typeof data2.operation !== "string"){
const err14 = {instancePath:instancePath+"/fills/" + i0+"/operation",schemaPath:"#/properties/fills/items/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.summary !== undefined){
if(typeof data2.summary !== "string"){
const err15 = {instancePath:instancePath+"/fills/" + i0+"/summary",schemaPath:"#/properties/fills/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/fills/" + i0,schemaPath:"#/properties/fills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/fills",schemaPath:"#/properties/fills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err18 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.simulated !== undefined){
let data8 = data.simulated;
if(typeof data8 !== "boolean"){
const err19 = {instancePath:instancePath+"/simulated",schemaPath:"#/properties/simulated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(true !== data8){
const err20 = {instancePath:instancePath+"/simulated",schemaPath:"#/properties/simulated/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err21 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_preview_tx_output = validate116;
const schema59 = {"additionalProperties":false,"properties":{"artifact":{"$ref":"urn:mcpforge:output:d5c29b58d6081504"},"executionId":{"type":"string"},"previewHash":{"type":"string"},"simulation":{"additionalProperties":false,"properties":{"detail":{"type":["string","null"]},"performed":{"type":"boolean"},"success":{"type":["boolean","null"]}},"required":["detail","performed","success"],"type":"object"}},"required":["artifact","executionId","previewHash","simulation"],"type":"object"};

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
if(data.artifact === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifact"},message:"must have required property '"+"artifact"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.executionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.previewHash === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "previewHash"},message:"must have required property '"+"previewHash"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.simulation === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "simulation"},message:"must have required property '"+"simulation"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "artifact") || (key0 === "executionId")) || (key0 === "previewHash")) || (key0 === "simulation"))){
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
if(data.artifact !== undefined){
if(!(validate96(data.artifact, {instancePath:instancePath+"/artifact",parentData:data,parentDataProperty:"artifact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err5 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err6 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.simulation !== undefined){
let data3 = data.simulation;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.detail === undefined){
const err7 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.performed === undefined){
const err8 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/required",keyword:"required",params:{missingProperty: "performed"},message:"must have required property '"+"performed"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.success === undefined){
const err9 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "detail") || (key1 === "performed")) || (key1 === "success"))){
const err10 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.detail !== undefined){
let data4 = data3.detail;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/simulation/detail",schemaPath:"#/properties/simulation/properties/detail/type",keyword:"type",params:{type: schema59.properties.simulation.properties.detail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.performed !== undefined){
if(typeof data3.performed !== "boolean"){
const err12 = {instancePath:instancePath+"/simulation/performed",schemaPath:"#/properties/simulation/properties/performed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.success !== undefined){
let data6 = data3.success;
if((typeof data6 !== "boolean") && (data6 !== null)){
const err13 = {instancePath:instancePath+"/simulation/success",schemaPath:"#/properties/simulation/properties/success/type",keyword:"type",params:{type: schema59.properties.simulation.properties.success.type},message:"must be boolean,null"};
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
const err14 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_provision_wallet_output = validate118;
const schema60 = {"additionalProperties":false,"properties":{"address":{"type":["string","null"]},"family":{"enum":["evm","solana","sui"],"type":"string"},"status":{"enum":["pending_provision","active"],"type":"string"},"userId":{"type":"string"}},"required":["address","family","status","userId"],"type":"object"};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
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
if(data.family === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'"};
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
if(data.userId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "address") || (key0 === "family")) || (key0 === "status")) || (key0 === "userId"))){
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
if((typeof data0 !== "string") && (data0 !== null)){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: schema60.properties.address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "evm") || (data1 === "solana")) || (data1 === "sui"))){
const err7 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/enum",keyword:"enum",params:{allowedValues: schema60.properties.family.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "pending_provision") || (data2 === "active"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema60.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err10 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_session_output = validate119;
const schema61 = {"additionalProperties":false,"properties":{"displayName":{"type":["string","null"]},"resumed":{"type":"boolean"},"userId":{"type":"string"}},"required":["displayName","resumed","userId"],"type":"object"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.displayName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resumed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resumed"},message:"must have required property '"+"resumed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.userId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "displayName") || (key0 === "resumed")) || (key0 === "userId"))){
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
if(data.displayName !== undefined){
let data0 = data.displayName;
if((typeof data0 !== "string") && (data0 !== null)){
const err4 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: schema61.properties.displayName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.resumed !== undefined){
if(typeof data.resumed !== "boolean"){
const err5 = {instancePath:instancePath+"/resumed",schemaPath:"#/properties/resumed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err6 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
