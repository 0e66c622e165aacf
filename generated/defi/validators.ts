// Generated from spec/defi.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv-formats/dist/formats";
import * as __ajv_dep1 from "ajv/dist/runtime/ucs2length";

export const defi_agent_record_input = validate20;
const schema31 = {"properties":{"agentInstanceId":{"description":"Agent instance whose record to read.","type":"string"},"userId":{"description":"Your userId, to read your own private record; optional for public records.","type":"string"}},"required":["agentInstanceId"],"type":"object"};

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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"agentInstanceId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_agent_record_output = validate21;
const schema32 = {"additionalProperties":false,"description":"receiptsProven is the document's name; the other names are our design.","properties":{"agentInstanceId":{"description":"Agent instance id returned by defi_create_agent.","type":"string"},"executionsAttempted":{"minimum":0,"type":"integer"},"mandatesHeld":{"minimum":0,"type":"integer"},"public":{"description":"Whether the owner opted the record public.","type":"boolean"},"receiptsByStanding":{"additionalProperties":false,"description":"Receipt count per proof standing; every standing present, zero included.","properties":{"chain-confirmed":{"minimum":0,"type":"integer"},"chain-contradicted":{"minimum":0,"type":"integer"},"none":{"minimum":0,"type":"integer"},"unconfirmed":{"minimum":0,"type":"integer"}},"required":["chain-confirmed","chain-contradicted","none","unconfirmed"],"type":"object"},"receiptsProven":{"description":"Receipts whose proof standing is chain-confirmed; nothing else counts.","minimum":0,"type":"integer"},"refusalsByCode":{"additionalProperties":{"minimum":0,"type":"integer"},"description":"Refusal count per typed refusal code.","type":"object"}},"required":["agentInstanceId","executionsAttempted","mandatesHeld","public","receiptsByStanding","receiptsProven","refusalsByCode"],"type":"object"};

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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_approve_execute_input = validate22;
const schema33 = {"properties":{"executionId":{"description":"executionId from the approve_execute action of a defi_copilot_turn result.","type":"string"},"mode":{"default":"paper","description":"paper (default): simulated settlement; live: sign with your custody wallet and submit, failing closed where no live route exists.","enum":["paper","live"],"type":"string"},"portal":{"description":"Portal slug the call applies to (a chain portal, e.g. the Base portal).","type":"string"},"previewHash":{"description":"previewHash from defi_preview_tx; the call is refused before signing if it is no longer current.","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["executionId","portal","userId"],"type":"object"};

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
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err3 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.mode;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "paper") || (data1 === "live"))){
const err5 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema33.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err7 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err8 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"executionId":true,"mode":true,"portal":true,"previewHash":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_approve_execute_output = validate23;
const schema34 = {"additionalProperties":false,"properties":{"balances":{"additionalProperties":false,"description":"Simulated balances before and after; null in live mode.","properties":{"after":{"items":{"additionalProperties":false,"properties":{"amount":{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"description":"Asset symbol or token identifier.","type":"string"},"chain":{"description":"Chain slug.","type":"string"}},"required":["amount","asset","chain"],"type":"object"},"type":"array"},"before":{"items":{"additionalProperties":false,"properties":{"amount":{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"description":"Asset symbol or token identifier.","type":"string"},"chain":{"description":"Chain slug.","type":"string"}},"required":["amount","asset","chain"],"type":"object"},"type":"array"}},"required":["after","before"],"type":["object","null"]},"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"mode":{"enum":["paper","live"],"type":"string"},"receipt":{"additionalProperties":false,"description":"Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.","properties":{"ap2":{"additionalProperties":false,"properties":{"reference":{"description":"Hash of the closed mandate the execution ran under.","type":"string"}},"required":["reference"],"type":"object"},"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"mode":{"description":"paper (simulated) or live.","enum":["paper","live"],"type":"string"},"proof":{"additionalProperties":false,"description":"Independent proof of the settlement. Read standing: a verified receiptHash alone does not mean chain-confirmed.","properties":{"chain":{"description":"Chain the settlement was declared on.","type":["string","null"]},"checkedAt":{"oneOf":[{"type":"null"},{"description":"When the standing was last checked against the chain.","format":"date-time","type":"string"}]},"standing":{"description":"How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).","enum":["none","unconfirmed","chain-confirmed","chain-contradicted"],"type":"string"}},"required":["chain","checkedAt","standing"],"type":"object"},"receiptHash":{"description":"Hash identifying this receipt; anyone can check it at verifyUrl without a credential.","type":"string"},"settledAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"summary":{"description":"What was settled, in one line (operation, amounts, venue, chain).","type":"string"},"txHash":{"description":"Settlement transaction hash; present only when the settlement was verified against the venue's own on-chain event, absent otherwise.","type":"string"},"verifyUrl":{"description":"Public verify URL addressed by receiptHash; needs no credential.","format":"uri","type":"string"}},"required":["ap2","executionId","mode","proof","receiptHash","settledAt","summary","verifyUrl"],"type":"object"},"status":{"const":"settled","description":"Refusals are errors, so a result is always settled.","type":"string"}},"required":["balances","executionId","mode","receipt","status"],"type":"object"};
const pattern4 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");
const func1 = Object.prototype.hasOwnProperty;
const formats0 = __ajv_dep0.fullFormats["date-time"];
const formats4 = __ajv_dep0.fullFormats.uri;

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
const err6 = {instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: schema34.properties.balances.type},message:"must be object,null"};
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
let data1 = data0.after;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.amount === undefined){
const err10 = {instancePath:instancePath+"/balances/after/" + i0,schemaPath:"#/properties/balances/properties/after/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.asset === undefined){
const err11 = {instancePath:instancePath+"/balances/after/" + i0,schemaPath:"#/properties/balances/properties/after/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.chain === undefined){
const err12 = {instancePath:instancePath+"/balances/after/" + i0,schemaPath:"#/properties/balances/properties/after/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data2){
if(!(((key2 === "amount") || (key2 === "asset")) || (key2 === "chain"))){
const err13 = {instancePath:instancePath+"/balances/after/" + i0,schemaPath:"#/properties/balances/properties/after/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.amount !== undefined){
let data3 = data2.amount;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/balances/after/" + i0+"/amount",schemaPath:"#/properties/balances/properties/after/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err15 = {instancePath:instancePath+"/balances/after/" + i0+"/amount",schemaPath:"#/properties/balances/properties/after/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.asset !== undefined){
if(typeof data2.asset !== "string"){
const err16 = {instancePath:instancePath+"/balances/after/" + i0+"/asset",schemaPath:"#/properties/balances/properties/after/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.chain !== undefined){
if(typeof data2.chain !== "string"){
const err17 = {instancePath:instancePath+"/balances/after/" + i0+"/chain",schemaPath:"#/properties/balances/properties/after/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/balances/after/" + i0,schemaPath:"#/properties/balances/properties/after/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/balances/after",schemaPath:"#/properties/balances/properties/after/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.before !== undefined){
let data6 = data0.before;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.amount === undefined){
const err20 = {instancePath:instancePath+"/balances/before/" + i1,schemaPath:"#/properties/balances/properties/before/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.asset === undefined){
const err21 = {instancePath:instancePath+"/balances/before/" + i1,schemaPath:"#/properties/balances/properties/before/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.chain === undefined){
const err22 = {instancePath:instancePath+"/balances/before/" + i1,schemaPath:"#/properties/balances/properties/before/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key3 in data7){
if(!(((key3 === "amount") || (key3 === "asset")) || (key3 === "chain"))){
const err23 = {instancePath:instancePath+"/balances/before/" + i1,schemaPath:"#/properties/balances/properties/before/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.amount !== undefined){
let data8 = data7.amount;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err24 = {instancePath:instancePath+"/balances/before/" + i1+"/amount",schemaPath:"#/properties/balances/properties/before/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err25 = {instancePath:instancePath+"/balances/before/" + i1+"/amount",schemaPath:"#/properties/balances/properties/before/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.asset !== undefined){
if(typeof data7.asset !== "string"){
const err26 = {instancePath:instancePath+"/balances/before/" + i1+"/asset",schemaPath:"#/properties/balances/properties/before/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.chain !== undefined){
if(typeof data7.chain !== "string"){
const err27 = {instancePath:instancePath+"/balances/before/" + i1+"/chain",schemaPath:"#/properties/balances/properties/before/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath:instancePath+"/balances/before/" + i1,schemaPath:"#/properties/balances/properties/before/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath:instancePath+"/balances/before",schemaPath:"#/properties/balances/properties/before/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err30 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.mode !== undefined){
let data12 = data.mode;
if(typeof data12 !== "string"){
const err31 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data12 === "paper") || (data12 === "live"))){
const err32 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema34.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.receipt !== undefined){
let data13 = data.receipt;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.ap2 === undefined){
const err33 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "ap2"},message:"must have required property '"+"ap2"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.executionId === undefined){
const err34 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.mode === undefined){
const err35 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.proof === undefined){
const err36 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "proof"},message:"must have required property '"+"proof"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data13.receiptHash === undefined){
const err37 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "receiptHash"},message:"must have required property '"+"receiptHash"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13.settledAt === undefined){
const err38 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "settledAt"},message:"must have required property '"+"settledAt"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13.summary === undefined){
const err39 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data13.verifyUrl === undefined){
const err40 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "verifyUrl"},message:"must have required property '"+"verifyUrl"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key4 in data13){
if(!(func1.call(schema34.properties.receipt.properties, key4))){
const err41 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data13.ap2 !== undefined){
let data14 = data13.ap2;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.reference === undefined){
const err42 = {instancePath:instancePath+"/receipt/ap2",schemaPath:"#/properties/receipt/properties/ap2/required",keyword:"required",params:{missingProperty: "reference"},message:"must have required property '"+"reference"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key5 in data14){
if(!(key5 === "reference")){
const err43 = {instancePath:instancePath+"/receipt/ap2",schemaPath:"#/properties/receipt/properties/ap2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.reference !== undefined){
if(typeof data14.reference !== "string"){
const err44 = {instancePath:instancePath+"/receipt/ap2/reference",schemaPath:"#/properties/receipt/properties/ap2/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath:instancePath+"/receipt/ap2",schemaPath:"#/properties/receipt/properties/ap2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.executionId !== undefined){
if(typeof data13.executionId !== "string"){
const err46 = {instancePath:instancePath+"/receipt/executionId",schemaPath:"#/properties/receipt/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.mode !== undefined){
let data17 = data13.mode;
if(typeof data17 !== "string"){
const err47 = {instancePath:instancePath+"/receipt/mode",schemaPath:"#/properties/receipt/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!((data17 === "paper") || (data17 === "live"))){
const err48 = {instancePath:instancePath+"/receipt/mode",schemaPath:"#/properties/receipt/properties/mode/enum",keyword:"enum",params:{allowedValues: schema34.properties.receipt.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data13.proof !== undefined){
let data18 = data13.proof;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.chain === undefined){
const err49 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data18.checkedAt === undefined){
const err50 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data18.standing === undefined){
const err51 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/required",keyword:"required",params:{missingProperty: "standing"},message:"must have required property '"+"standing"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key6 in data18){
if(!(((key6 === "chain") || (key6 === "checkedAt")) || (key6 === "standing"))){
const err52 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data18.chain !== undefined){
let data19 = data18.chain;
if((typeof data19 !== "string") && (data19 !== null)){
const err53 = {instancePath:instancePath+"/receipt/proof/chain",schemaPath:"#/properties/receipt/properties/proof/properties/chain/type",keyword:"type",params:{type: schema34.properties.receipt.properties.proof.properties.chain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data18.checkedAt !== undefined){
let data20 = data18.checkedAt;
const _errs49 = errors;
let valid11 = false;
let passing0 = null;
const _errs50 = errors;
if(data20 !== null){
const err54 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs50 === errors;
if(_valid0){
valid11 = true;
passing0 = 0;
}
const _errs52 = errors;
if(typeof data20 === "string"){
if(!(formats0.validate(data20))){
const err55 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err56 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs52 === errors;
if(_valid0 && valid11){
valid11 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid11 = true;
passing0 = 1;
}
}
if(!valid11){
const err57 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data18.standing !== undefined){
let data21 = data18.standing;
if(typeof data21 !== "string"){
const err58 = {instancePath:instancePath+"/receipt/proof/standing",schemaPath:"#/properties/receipt/properties/proof/properties/standing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!((((data21 === "none") || (data21 === "unconfirmed")) || (data21 === "chain-confirmed")) || (data21 === "chain-contradicted"))){
const err59 = {instancePath:instancePath+"/receipt/proof/standing",schemaPath:"#/properties/receipt/properties/proof/properties/standing/enum",keyword:"enum",params:{allowedValues: schema34.properties.receipt.properties.proof.properties.standing.enum},message:"must be equal to one of the allowed values"};
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
const err60 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data13.receiptHash !== undefined){
if(typeof data13.receiptHash !== "string"){
const err61 = {instancePath:instancePath+"/receipt/receiptHash",schemaPath:"#/properties/receipt/properties/receiptHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data13.settledAt !== undefined){
let data23 = data13.settledAt;
if(typeof data23 === "string"){
if(!(formats0.validate(data23))){
const err62 = {instancePath:instancePath+"/receipt/settledAt",schemaPath:"#/properties/receipt/properties/settledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err63 = {instancePath:instancePath+"/receipt/settledAt",schemaPath:"#/properties/receipt/properties/settledAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data13.summary !== undefined){
if(typeof data13.summary !== "string"){
const err64 = {instancePath:instancePath+"/receipt/summary",schemaPath:"#/properties/receipt/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data13.txHash !== undefined){
if(typeof data13.txHash !== "string"){
const err65 = {instancePath:instancePath+"/receipt/txHash",schemaPath:"#/properties/receipt/properties/txHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data13.verifyUrl !== undefined){
let data26 = data13.verifyUrl;
if(typeof data26 === "string"){
if(!(formats4(data26))){
const err66 = {instancePath:instancePath+"/receipt/verifyUrl",schemaPath:"#/properties/receipt/properties/verifyUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/receipt/verifyUrl",schemaPath:"#/properties/receipt/properties/verifyUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err68 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.status !== undefined){
let data27 = data.status;
if(typeof data27 !== "string"){
const err69 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("settled" !== data27){
const err70 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "settled"},message:"must be equal to constant"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_copilot_turn_input = validate24;
const schema35 = {"properties":{"agentCredential":{"description":"Full agent credential, an object of schema defi.kya.agent-credential.v1, for the agent-identity gate.","type":"object"},"agentId":{"description":"Agent catalog id acting on the user's behalf; without agentCredential a default testnet-scoped KYA credential is used for it.","type":"string"},"message":{"description":"The user's request in natural language.","type":"string"},"mode":{"description":"Execution mode to plan for: paper or testnet (simulated balances), live or mainnet (real funds).","enum":["paper","live","testnet","mainnet"],"type":"string"},"portal":{"description":"Portal slug the call applies to (a chain portal, e.g. the Base portal).","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["message"],"type":"object"};

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
const err5 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema35.properties.mode.enum},message:"must be equal to one of the allowed values"};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"agentCredential":true,"agentId":true,"message":true,"mode":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_copilot_turn_output = validate25;
const schema36 = {"additionalProperties":false,"properties":{"actions":{"description":"Suggested next actions; one of type approve_execute carries the executionId.","items":{"additionalProperties":false,"if":{"properties":{"type":{"const":"approve_execute"}},"required":["type"]},"properties":{"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"label":{"description":"What the action does, for the user.","type":"string"},"type":{"description":"Action kind, e.g. approve_execute (carries executionId) or preview_tx.","type":"string"}},"required":["label","type"],"then":{"required":["executionId"]},"type":"object"},"type":"array"},"kya":{"additionalProperties":false,"description":"Outcome of the agent-identity gate (a rejection is an error, not a result).","properties":{"accepted":{"const":true,"type":"boolean"},"credentialScope":{"description":"full when agentCredential was given, testnet_default otherwise.","enum":["full","testnet_default"],"type":"string"}},"required":["accepted","credentialScope"],"type":"object"},"mode":{"enum":["paper","live","testnet","mainnet"],"type":"string"},"quote":{"additionalProperties":false,"description":"Simulated quote of the plan; null when the turn produced no plan.","properties":{"chain":{"type":["string","null"]},"fromAmount":{"oneOf":[{"type":"null"},{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"}]},"fromAsset":{"type":["string","null"]},"operation":{"description":"swap, lend, bridge, supply or withdraw.","type":"string"},"simulated":{"const":true,"type":"boolean"},"toAmount":{"oneOf":[{"type":"null"},{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"}]},"toAsset":{"type":["string","null"]},"venue":{"type":["string","null"]}},"required":["chain","fromAmount","fromAsset","operation","simulated","toAmount","toAsset","venue"],"type":["object","null"]},"reply":{"description":"Copilot's answer to the user.","type":"string"}},"required":["actions","kya","mode","quote","reply"],"type":"object"};

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
const err24 = {instancePath:instancePath+"/kya/credentialScope",schemaPath:"#/properties/kya/properties/credentialScope/enum",keyword:"enum",params:{allowedValues: schema36.properties.kya.properties.credentialScope.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema36.properties.mode.enum},message:"must be equal to one of the allowed values"};
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
const err28 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/type",keyword:"type",params:{type: schema36.properties.quote.type},message:"must be object,null"};
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
if(!((((((((key3 === "chain") || (key3 === "fromAmount")) || (key3 === "fromAsset")) || (key3 === "operation")) || (key3 === "simulated")) || (key3 === "toAmount")) || (key3 === "toAsset")) || (key3 === "venue"))){
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
const err38 = {instancePath:instancePath+"/quote/chain",schemaPath:"#/properties/quote/properties/chain/type",keyword:"type",params:{type: schema36.properties.quote.properties.chain.type},message:"must be string,null"};
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
let data12 = data10.fromAmount;
const _errs32 = errors;
let valid8 = false;
let passing0 = null;
const _errs33 = errors;
if(data12 !== null){
const err39 = {instancePath:instancePath+"/quote/fromAmount",schemaPath:"#/properties/quote/properties/fromAmount/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs33 === errors;
if(_valid1){
valid8 = true;
passing0 = 0;
}
const _errs35 = errors;
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
const err40 = {instancePath:instancePath+"/quote/fromAmount",schemaPath:"#/properties/quote/properties/fromAmount/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/quote/fromAmount",schemaPath:"#/properties/quote/properties/fromAmount/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs35 === errors;
if(_valid1 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err42 = {instancePath:instancePath+"/quote/fromAmount",schemaPath:"#/properties/quote/properties/fromAmount/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data10.fromAsset !== undefined){
let data13 = data10.fromAsset;
if((typeof data13 !== "string") && (data13 !== null)){
const err43 = {instancePath:instancePath+"/quote/fromAsset",schemaPath:"#/properties/quote/properties/fromAsset/type",keyword:"type",params:{type: schema36.properties.quote.properties.fromAsset.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data10.operation !== undefined){
if(typeof data10.operation !== "string"){
const err44 = {instancePath:instancePath+"/quote/operation",schemaPath:"#/properties/quote/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data10.simulated !== undefined){
let data15 = data10.simulated;
if(typeof data15 !== "boolean"){
const err45 = {instancePath:instancePath+"/quote/simulated",schemaPath:"#/properties/quote/properties/simulated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(true !== data15){
const err46 = {instancePath:instancePath+"/quote/simulated",schemaPath:"#/properties/quote/properties/simulated/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data10.toAmount !== undefined){
let data16 = data10.toAmount;
const _errs44 = errors;
let valid9 = false;
let passing1 = null;
const _errs45 = errors;
if(data16 !== null){
const err47 = {instancePath:instancePath+"/quote/toAmount",schemaPath:"#/properties/quote/properties/toAmount/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs45 === errors;
if(_valid2){
valid9 = true;
passing1 = 0;
}
const _errs47 = errors;
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err48 = {instancePath:instancePath+"/quote/toAmount",schemaPath:"#/properties/quote/properties/toAmount/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err49 = {instancePath:instancePath+"/quote/toAmount",schemaPath:"#/properties/quote/properties/toAmount/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid2 = _errs47 === errors;
if(_valid2 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid9 = true;
passing1 = 1;
}
}
if(!valid9){
const err50 = {instancePath:instancePath+"/quote/toAmount",schemaPath:"#/properties/quote/properties/toAmount/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data10.toAsset !== undefined){
let data17 = data10.toAsset;
if((typeof data17 !== "string") && (data17 !== null)){
const err51 = {instancePath:instancePath+"/quote/toAsset",schemaPath:"#/properties/quote/properties/toAsset/type",keyword:"type",params:{type: schema36.properties.quote.properties.toAsset.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data10.venue !== undefined){
let data18 = data10.venue;
if((typeof data18 !== "string") && (data18 !== null)){
const err52 = {instancePath:instancePath+"/quote/venue",schemaPath:"#/properties/quote/properties/venue/type",keyword:"type",params:{type: schema36.properties.quote.properties.venue.type},message:"must be string,null"};
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
if(data.reply !== undefined){
if(typeof data.reply !== "string"){
const err53 = {instancePath:instancePath+"/reply",schemaPath:"#/properties/reply/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_create_agent_input = validate26;
const schema37 = {"if":{"properties":{"agentId":{"const":"byo-external"}},"required":["agentId"]},"properties":{"agentId":{"description":"Catalog id: byo-external for an agent that runs elsewhere (give label), or a hosted agent: defi-lend, defi-swap, defi-perp, portfolio.","enum":["byo-external","defi-lend","defi-swap","defi-perp","portfolio"],"type":"string"},"label":{"description":"Name of the instance; required when agentId is byo-external.","type":"string"},"portal":{"description":"Portal slug the call applies to (a chain portal, e.g. the Base portal).","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["agentId","portal","userId"],"then":{"required":["label"]},"type":"object"};

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
if(data.agentId !== undefined){
let data1 = data.agentId;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data1 === "byo-external") || (data1 === "defi-lend")) || (data1 === "defi-swap")) || (data1 === "defi-perp")) || (data1 === "portfolio"))){
const err8 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/enum",keyword:"enum",params:{allowedValues: schema37.properties.agentId.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err9 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err10 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err11 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"agentId":true,"label":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_create_agent_output = validate27;
const schema38 = {"additionalProperties":false,"properties":{"agentId":{"enum":["byo-external","defi-lend","defi-swap","defi-perp","portfolio"],"type":"string"},"agentInstanceId":{"description":"Agent instance id returned by defi_create_agent.","type":"string"},"createdAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"hosted":{"description":"False for byo-external, true for hosted agents.","type":"boolean"},"label":{"type":["string","null"]},"portal":{"description":"Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.","type":"string"},"userId":{"description":"User identity created or resumed by defi_session; pass the same value on every call (or send it in the x-defi-user-id HTTP header where a tool allows that).","type":"string"}},"required":["agentId","agentInstanceId","createdAt","hosted","label","portal","userId"],"type":"object"};

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
const err9 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/enum",keyword:"enum",params:{allowedValues: schema38.properties.agentId.enum},message:"must be equal to one of the allowed values"};
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
const err14 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: schema38.properties.label.type},message:"must be string,null"};
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
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_create_mandate_input = validate28;
const schema39 = {"properties":{"agentInstanceId":{"description":"Bind the mandate to this agent instance (from defi_create_agent).","type":"string"},"capital":{"description":"Structured capital {asset, amount, chain} the mandate may use.","properties":{"amount":{"description":"Amount of the asset, as a string in the asset's units, e.g. \"1000\".","type":"string"},"asset":{"description":"Asset symbol or token identifier, e.g. USDC.","type":"string"},"chain":{"description":"Chain the capital sits on, e.g. base.","type":"string"}},"required":["amount","asset","chain"],"type":"object"},"conditions":{"description":"Exit conditions, checked by defi_eval_mandate.","type":"array"},"constraints":{"description":"Constraints on how the capital may be used (object; fields as the service defines them).","type":"object"},"message":{"description":"The mandate in natural language, e.g. \"lend 500 USDC on Base, exit if ETH drops below 2000\".","type":"string"},"name":{"description":"Short name of the mandate.","type":"string"},"objective":{"description":"What the mandate should achieve.","type":"string"},"portal":{"description":"Portal slug the call applies to (a chain portal, e.g. the Base portal).","type":"string"},"userId":{"description":"Owner of the mandate: your userId from defi_session.","type":"string"}},"required":["portal"],"type":"object"};

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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"agentInstanceId":true,"capital":true,"conditions":true,"constraints":true,"message":true,"name":true,"objective":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_create_mandate_output = validate29;
const schema40 = {"additionalProperties":false,"properties":{"mandate":{"additionalProperties":false,"description":"A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.","properties":{"agentInstanceId":{"oneOf":[{"type":"null"},{"description":"Agent instance the mandate is bound to; null when unbound.","type":"string"}]},"capital":{"oneOf":[{"type":"null"},{"description":"Capital the mandate may use, structured as {asset, amount, chain}; further internal fields are not specified.","properties":{"amount":{"description":"Amount of the asset, as a string in the asset's units, e.g. \"1000\".","type":"string"},"asset":{"description":"Asset symbol or token identifier, e.g. USDC.","type":"string"},"chain":{"description":"Chain the capital sits on, e.g. base.","type":"string"}},"required":["amount","asset","chain"],"type":"object"}]},"conditions":{"description":"Exit conditions as stored; internal fields not specified.","type":"array"},"constraints":{"description":"Constraints object as stored; internal fields not specified.","type":"object"},"createdAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"mandateId":{"description":"Mandate id returned by defi_create_mandate or listed by defi_list_mandates.","type":"string"},"name":{"type":["string","null"]},"objective":{"type":["string","null"]},"portal":{"description":"Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.","type":"string"},"status":{"description":"Mandate status: active, paused or cancelled.","enum":["active","paused","cancelled"],"type":"string"},"userId":{"oneOf":[{"type":"null"},{"description":"User identity created or resumed by defi_session; pass the same value on every call (or send it in the x-defi-user-id HTTP header where a tool allows that).","type":"string"}]}},"required":["agentInstanceId","capital","conditions","constraints","createdAt","mandateId","name","objective","portal","status","userId"],"type":"object"},"unparsed":{"description":"Clauses of message that the mandate grammar did not understand, verbatim; they were not applied (never guessed). Empty when there is no message or every clause was understood.","items":{"type":"string"},"type":"array"}},"required":["mandate","unparsed"],"type":"object"};

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
let data0 = data.mandate;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.agentInstanceId === undefined){
const err3 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "agentInstanceId"},message:"must have required property '"+"agentInstanceId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.capital === undefined){
const err4 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "capital"},message:"must have required property '"+"capital"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.conditions === undefined){
const err5 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "conditions"},message:"must have required property '"+"conditions"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.constraints === undefined){
const err6 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "constraints"},message:"must have required property '"+"constraints"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.createdAt === undefined){
const err7 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.mandateId === undefined){
const err8 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.name === undefined){
const err9 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.objective === undefined){
const err10 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.portal === undefined){
const err11 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.status === undefined){
const err12 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.userId === undefined){
const err13 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema40.properties.mandate.properties, key1))){
const err14 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.agentInstanceId !== undefined){
let data1 = data0.agentInstanceId;
const _errs6 = errors;
let valid2 = false;
let passing0 = null;
const _errs7 = errors;
if(data1 !== null){
const err15 = {instancePath:instancePath+"/mandate/agentInstanceId",schemaPath:"#/properties/mandate/properties/agentInstanceId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs9 = errors;
if(typeof data1 !== "string"){
const err16 = {instancePath:instancePath+"/mandate/agentInstanceId",schemaPath:"#/properties/mandate/properties/agentInstanceId/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs9 === errors;
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
const err17 = {instancePath:instancePath+"/mandate/agentInstanceId",schemaPath:"#/properties/mandate/properties/agentInstanceId/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
if(data0.capital !== undefined){
let data2 = data0.capital;
const _errs12 = errors;
let valid3 = false;
let passing1 = null;
const _errs13 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/mandate/capital",schemaPath:"#/properties/mandate/properties/capital/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs15 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.amount === undefined){
const err19 = {instancePath:instancePath+"/mandate/capital",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.asset === undefined){
const err20 = {instancePath:instancePath+"/mandate/capital",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data2.chain === undefined){
const err21 = {instancePath:instancePath+"/mandate/capital",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data2.amount !== undefined){
if(typeof data2.amount !== "string"){
const err22 = {instancePath:instancePath+"/mandate/capital/amount",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.asset !== undefined){
if(typeof data2.asset !== "string"){
const err23 = {instancePath:instancePath+"/mandate/capital/asset",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.chain !== undefined){
if(typeof data2.chain !== "string"){
const err24 = {instancePath:instancePath+"/mandate/capital/chain",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/mandate/capital",schemaPath:"#/properties/mandate/properties/capital/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
var props0 = {};
props0.amount = true;
props0.asset = true;
props0.chain = true;
}
}
if(!valid3){
const err26 = {instancePath:instancePath+"/mandate/capital",schemaPath:"#/properties/mandate/properties/capital/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data0.conditions !== undefined){
if(!(Array.isArray(data0.conditions))){
const err27 = {instancePath:instancePath+"/mandate/conditions",schemaPath:"#/properties/mandate/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.constraints !== undefined){
let data7 = data0.constraints;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err28 = {instancePath:instancePath+"/mandate/constraints",schemaPath:"#/properties/mandate/properties/constraints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.createdAt !== undefined){
let data8 = data0.createdAt;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err29 = {instancePath:instancePath+"/mandate/createdAt",schemaPath:"#/properties/mandate/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err30 = {instancePath:instancePath+"/mandate/createdAt",schemaPath:"#/properties/mandate/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0.mandateId !== undefined){
if(typeof data0.mandateId !== "string"){
const err31 = {instancePath:instancePath+"/mandate/mandateId",schemaPath:"#/properties/mandate/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.name !== undefined){
let data10 = data0.name;
if((typeof data10 !== "string") && (data10 !== null)){
const err32 = {instancePath:instancePath+"/mandate/name",schemaPath:"#/properties/mandate/properties/name/type",keyword:"type",params:{type: schema40.properties.mandate.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.objective !== undefined){
let data11 = data0.objective;
if((typeof data11 !== "string") && (data11 !== null)){
const err33 = {instancePath:instancePath+"/mandate/objective",schemaPath:"#/properties/mandate/properties/objective/type",keyword:"type",params:{type: schema40.properties.mandate.properties.objective.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data0.portal !== undefined){
if(typeof data0.portal !== "string"){
const err34 = {instancePath:instancePath+"/mandate/portal",schemaPath:"#/properties/mandate/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.status !== undefined){
let data13 = data0.status;
if(typeof data13 !== "string"){
const err35 = {instancePath:instancePath+"/mandate/status",schemaPath:"#/properties/mandate/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((data13 === "active") || (data13 === "paused")) || (data13 === "cancelled"))){
const err36 = {instancePath:instancePath+"/mandate/status",schemaPath:"#/properties/mandate/properties/status/enum",keyword:"enum",params:{allowedValues: schema40.properties.mandate.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.userId !== undefined){
let data14 = data0.userId;
const _errs40 = errors;
let valid5 = false;
let passing2 = null;
const _errs41 = errors;
if(data14 !== null){
const err37 = {instancePath:instancePath+"/mandate/userId",schemaPath:"#/properties/mandate/properties/userId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs41 === errors;
if(_valid2){
valid5 = true;
passing2 = 0;
}
const _errs43 = errors;
if(typeof data14 !== "string"){
const err38 = {instancePath:instancePath+"/mandate/userId",schemaPath:"#/properties/mandate/properties/userId/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs43 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid5 = true;
passing2 = 1;
}
}
if(!valid5){
const err39 = {instancePath:instancePath+"/mandate/userId",schemaPath:"#/properties/mandate/properties/userId/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err40 = {instancePath:instancePath+"/mandate",schemaPath:"#/properties/mandate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.unparsed !== undefined){
let data15 = data.unparsed;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
if(typeof data15[i0] !== "string"){
const err41 = {instancePath:instancePath+"/unparsed/" + i0,schemaPath:"#/properties/unparsed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/unparsed",schemaPath:"#/properties/unparsed/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_eval_mandate_input = validate30;
const schema41 = {"properties":{"mandateId":{"description":"Mandate whose exit conditions to check.","type":"string"},"snapshot":{"description":"Market snapshot to evaluate against (object; e.g. prices of the condition assets). Omit to fetch a live price.","type":"object"}},"required":["mandateId"],"type":"object"};

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
validate30.evaluated = {"props":{"mandateId":true,"snapshot":true},"dynamicProps":false,"dynamicItems":false};

export const defi_eval_mandate_output = validate31;
const schema42 = {"additionalProperties":false,"properties":{"conditions":{"items":{"additionalProperties":false,"properties":{"detail":{"description":"What was compared, with the observed value.","type":"string"},"index":{"description":"Position in the mandate's conditions array.","minimum":0,"type":"integer"},"met":{"type":"boolean"}},"required":["detail","index","met"],"type":"object"},"type":"array"},"evaluatedAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"executed":{"const":false,"description":"Always false: evaluation never executes.","type":"boolean"},"exitTriggered":{"description":"True when any exit condition is met.","type":"boolean"},"mandateId":{"description":"Mandate id returned by defi_create_mandate or listed by defi_list_mandates.","type":"string"},"snapshotSource":{"description":"caller when snapshot was passed, price_provider when a live price was fetched.","enum":["caller","price_provider"],"type":"string"},"status":{"description":"The mandate's status, unchanged by the evaluation.","enum":["active","paused","cancelled"],"type":"string"}},"required":["conditions","evaluatedAt","executed","exitTriggered","mandateId","snapshotSource","status"],"type":"object"};

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
const err25 = {instancePath:instancePath+"/snapshotSource",schemaPath:"#/properties/snapshotSource/enum",keyword:"enum",params:{allowedValues: schema42.properties.snapshotSource.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_get_receipt_input = validate32;
const schema43 = {"properties":{"executionId":{"description":"executionId of the settled plan.","type":"string"},"userId":{"description":"Your userId; required unless the x-defi-user-id header carries it.","type":"string"}},"required":["executionId"],"type":"object"};

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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"executionId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_get_receipt_output = validate33;
const schema44 = {"additionalProperties":false,"properties":{"receipt":{"additionalProperties":false,"description":"Stored receipt of a settled execution. receiptHash, proof.standing, ap2.reference and txHash are the document's names; the rest is our design.","properties":{"ap2":{"additionalProperties":false,"properties":{"reference":{"description":"Hash of the closed mandate the execution ran under.","type":"string"}},"required":["reference"],"type":"object"},"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"mode":{"description":"paper (simulated) or live.","enum":["paper","live"],"type":"string"},"proof":{"additionalProperties":false,"description":"Independent proof of the settlement. Read standing: a verified receiptHash alone does not mean chain-confirmed.","properties":{"chain":{"description":"Chain the settlement was declared on.","type":["string","null"]},"checkedAt":{"oneOf":[{"type":"null"},{"description":"When the standing was last checked against the chain.","format":"date-time","type":"string"}]},"standing":{"description":"How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).","enum":["none","unconfirmed","chain-confirmed","chain-contradicted"],"type":"string"}},"required":["chain","checkedAt","standing"],"type":"object"},"receiptHash":{"description":"Hash identifying this receipt; anyone can check it at verifyUrl without a credential.","type":"string"},"settledAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"summary":{"description":"What was settled, in one line (operation, amounts, venue, chain).","type":"string"},"txHash":{"description":"Settlement transaction hash; present only when the settlement was verified against the venue's own on-chain event, absent otherwise.","type":"string"},"verifyUrl":{"description":"Public verify URL addressed by receiptHash; needs no credential.","format":"uri","type":"string"}},"required":["ap2","executionId","mode","proof","receiptHash","settledAt","summary","verifyUrl"],"type":"object"}},"required":["receipt"],"type":"object"};

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
let data0 = data.receipt;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.ap2 === undefined){
const err2 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "ap2"},message:"must have required property '"+"ap2"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.executionId === undefined){
const err3 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.mode === undefined){
const err4 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.proof === undefined){
const err5 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "proof"},message:"must have required property '"+"proof"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.receiptHash === undefined){
const err6 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "receiptHash"},message:"must have required property '"+"receiptHash"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.settledAt === undefined){
const err7 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "settledAt"},message:"must have required property '"+"settledAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.summary === undefined){
const err8 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.verifyUrl === undefined){
const err9 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/required",keyword:"required",params:{missingProperty: "verifyUrl"},message:"must have required property '"+"verifyUrl"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema44.properties.receipt.properties, key1))){
const err10 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.ap2 !== undefined){
let data1 = data0.ap2;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.reference === undefined){
const err11 = {instancePath:instancePath+"/receipt/ap2",schemaPath:"#/properties/receipt/properties/ap2/required",keyword:"required",params:{missingProperty: "reference"},message:"must have required property '"+"reference"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data1){
if(!(key2 === "reference")){
const err12 = {instancePath:instancePath+"/receipt/ap2",schemaPath:"#/properties/receipt/properties/ap2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.reference !== undefined){
if(typeof data1.reference !== "string"){
const err13 = {instancePath:instancePath+"/receipt/ap2/reference",schemaPath:"#/properties/receipt/properties/ap2/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/receipt/ap2",schemaPath:"#/properties/receipt/properties/ap2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.executionId !== undefined){
if(typeof data0.executionId !== "string"){
const err15 = {instancePath:instancePath+"/receipt/executionId",schemaPath:"#/properties/receipt/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.mode !== undefined){
let data4 = data0.mode;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/receipt/mode",schemaPath:"#/properties/receipt/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data4 === "paper") || (data4 === "live"))){
const err17 = {instancePath:instancePath+"/receipt/mode",schemaPath:"#/properties/receipt/properties/mode/enum",keyword:"enum",params:{allowedValues: schema44.properties.receipt.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.proof !== undefined){
let data5 = data0.proof;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.chain === undefined){
const err18 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.checkedAt === undefined){
const err19 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/required",keyword:"required",params:{missingProperty: "checkedAt"},message:"must have required property '"+"checkedAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.standing === undefined){
const err20 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/required",keyword:"required",params:{missingProperty: "standing"},message:"must have required property '"+"standing"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key3 in data5){
if(!(((key3 === "chain") || (key3 === "checkedAt")) || (key3 === "standing"))){
const err21 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.chain !== undefined){
let data6 = data5.chain;
if((typeof data6 !== "string") && (data6 !== null)){
const err22 = {instancePath:instancePath+"/receipt/proof/chain",schemaPath:"#/properties/receipt/properties/proof/properties/chain/type",keyword:"type",params:{type: schema44.properties.receipt.properties.proof.properties.chain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.checkedAt !== undefined){
let data7 = data5.checkedAt;
const _errs20 = errors;
let valid4 = false;
let passing0 = null;
const _errs21 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs23 = errors;
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err24 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err25 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err26 = {instancePath:instancePath+"/receipt/proof/checkedAt",schemaPath:"#/properties/receipt/properties/proof/properties/checkedAt/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
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
}
if(data5.standing !== undefined){
let data8 = data5.standing;
if(typeof data8 !== "string"){
const err27 = {instancePath:instancePath+"/receipt/proof/standing",schemaPath:"#/properties/receipt/properties/proof/properties/standing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((((data8 === "none") || (data8 === "unconfirmed")) || (data8 === "chain-confirmed")) || (data8 === "chain-contradicted"))){
const err28 = {instancePath:instancePath+"/receipt/proof/standing",schemaPath:"#/properties/receipt/properties/proof/properties/standing/enum",keyword:"enum",params:{allowedValues: schema44.properties.receipt.properties.proof.properties.standing.enum},message:"must be equal to one of the allowed values"};
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
const err29 = {instancePath:instancePath+"/receipt/proof",schemaPath:"#/properties/receipt/properties/proof/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.receiptHash !== undefined){
if(typeof data0.receiptHash !== "string"){
const err30 = {instancePath:instancePath+"/receipt/receiptHash",schemaPath:"#/properties/receipt/properties/receiptHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0.settledAt !== undefined){
let data10 = data0.settledAt;
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err31 = {instancePath:instancePath+"/receipt/settledAt",schemaPath:"#/properties/receipt/properties/settledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err32 = {instancePath:instancePath+"/receipt/settledAt",schemaPath:"#/properties/receipt/properties/settledAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.summary !== undefined){
if(typeof data0.summary !== "string"){
const err33 = {instancePath:instancePath+"/receipt/summary",schemaPath:"#/properties/receipt/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data0.txHash !== undefined){
if(typeof data0.txHash !== "string"){
const err34 = {instancePath:instancePath+"/receipt/txHash",schemaPath:"#/properties/receipt/properties/txHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.verifyUrl !== undefined){
let data13 = data0.verifyUrl;
if(typeof data13 === "string"){
if(!(formats4(data13))){
const err35 = {instancePath:instancePath+"/receipt/verifyUrl",schemaPath:"#/properties/receipt/properties/verifyUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err36 = {instancePath:instancePath+"/receipt/verifyUrl",schemaPath:"#/properties/receipt/properties/verifyUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/receipt",schemaPath:"#/properties/receipt/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_lend_execute_input = validate34;
const schema45 = {"if":{"properties":{"venue":{"const":"venue_3"}},"required":["venue"]},"properties":{"amount":{"description":"Amount in the mandate's asset as a decimal string; default the mandate's full capital.","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"idempotencyKey":{"description":"Your own key for this economic action, reused unchanged on every retry (retries are single-flight); a fresh key per attempt defeats the protection. Required when venue is venue_3.","maxLength":128,"minLength":8,"pattern":"^[A-Za-z0-9_.:-]+$","type":"string"},"mandateId":{"description":"Mandate whose capital is supplied or withdrawn.","type":"string"},"op":{"default":"supply","description":"supply (default) or withdraw.","enum":["supply","withdraw"],"type":"string"},"portal":{"description":"Portal slug the call applies to (a chain portal, e.g. the Base portal).","type":"string"},"previewHash":{"description":"previewHash from the first call; include it only after a human approved exactly that artifact.","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"},"venue":{"description":"Lending venue: venue_1, venue_2 or venue_3. Default: venue_1 on Base, venue_2 on the other chains venue_2 carries.","enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":["mandateId","userId"],"then":{"required":["idempotencyKey"]},"type":"object"};
const pattern9 = new RegExp("^[A-Za-z0-9_.:-]+$", "u");
const func4 = __ajv_dep1.default;

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
if(data.userId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.amount !== undefined){
let data1 = data.amount;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err7 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.idempotencyKey !== undefined){
let data2 = data.idempotencyKey;
if(typeof data2 === "string"){
if(func4(data2) > 128){
const err8 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func4(data2) < 8){
const err9 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern9.test(data2)){
const err10 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.:-]+$"+"\""};
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
const err11 = {instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err12 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let data4 = data.op;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data4 === "supply") || (data4 === "withdraw"))){
const err14 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema45.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
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
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err16 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err17 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.venue !== undefined){
let data8 = data.venue;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data8 === "venue_1") || (data8 === "venue_2")) || (data8 === "venue_3"))){
const err19 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/enum",keyword:"enum",params:{allowedValues: schema45.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"amount":true,"idempotencyKey":true,"mandateId":true,"op":true,"portal":true,"previewHash":true,"userId":true,"venue":true},"dynamicProps":false,"dynamicItems":false};

export const defi_lend_execute_output = validate35;
const schema46 = {"additionalProperties":false,"allOf":[{"if":{"properties":{"phase":{"const":"preview"}},"required":["phase"]},"then":{"required":["previewHash","artifact"]}},{"if":{"properties":{"phase":{"const":"settled"}},"required":["phase"]},"then":{"required":["executionId","receiptHash","proof"]}}],"properties":{"amount":{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"artifact":{"additionalProperties":false,"description":"Unsigned artifact; nothing is signed or submitted.","properties":{"chain":{"description":"Chain slug the artifact is for.","type":"string"},"kind":{"description":"eip712_order: an order-book venue EIP-712 order (typed data to sign); solana_transaction: an unsigned Solana transaction.","enum":["eip712_order","solana_transaction"],"type":"string"},"payload":{"description":"The artifact exactly as it would be signed: EIP-712 typed data {domain, types, primaryType, message} for eip712_order, {transaction} (base64) for solana_transaction.","type":"object"},"venue":{"description":"Venue the artifact targets.","type":["string","null"]}},"required":["chain","kind","payload","venue"],"type":"object"},"asset":{"type":"string"},"chain":{"description":"Chain slug of the route.","type":"string"},"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"mandateId":{"description":"Mandate id returned by defi_create_mandate or listed by defi_list_mandates.","type":"string"},"op":{"enum":["supply","withdraw"],"type":"string"},"phase":{"description":"preview: artifact returned, nothing moved; settled: the supply or withdrawal settled.","enum":["preview","settled"],"type":"string"},"previewHash":{"description":"Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.","type":"string"},"proof":{"additionalProperties":false,"properties":{"standing":{"description":"How far the receipt is independently proven: none (nothing submitted), unconfirmed (an identifier exists but nothing independent confirmed it), chain-confirmed (the declared chain returned the transaction and it matches the receipt), chain-contradicted (the chain disagrees with the receipt).","enum":["none","unconfirmed","chain-confirmed","chain-contradicted"],"type":"string"}},"required":["standing"],"type":"object"},"receiptHash":{"description":"Hash of the settlement receipt.","type":"string"},"txHash":{"description":"Present only when the settlement was verified against the venue's own on-chain event.","type":"string"},"venue":{"enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":["amount","asset","chain","mandateId","op","phase","venue"],"type":"object"};

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
if(!(func1.call(schema46.properties, key0))){
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
if(!pattern4.test(data2)){
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
let data3 = data.artifact;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.chain === undefined){
const err21 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.kind === undefined){
const err22 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3.payload === undefined){
const err23 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.venue === undefined){
const err24 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "chain") || (key1 === "kind")) || (key1 === "payload")) || (key1 === "venue"))){
const err25 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.chain !== undefined){
if(typeof data3.chain !== "string"){
const err26 = {instancePath:instancePath+"/artifact/chain",schemaPath:"#/properties/artifact/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data3.kind !== undefined){
let data5 = data3.kind;
if(typeof data5 !== "string"){
const err27 = {instancePath:instancePath+"/artifact/kind",schemaPath:"#/properties/artifact/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data5 === "eip712_order") || (data5 === "solana_transaction"))){
const err28 = {instancePath:instancePath+"/artifact/kind",schemaPath:"#/properties/artifact/properties/kind/enum",keyword:"enum",params:{allowedValues: schema46.properties.artifact.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data3.payload !== undefined){
let data6 = data3.payload;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err29 = {instancePath:instancePath+"/artifact/payload",schemaPath:"#/properties/artifact/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data3.venue !== undefined){
let data7 = data3.venue;
if((typeof data7 !== "string") && (data7 !== null)){
const err30 = {instancePath:instancePath+"/artifact/venue",schemaPath:"#/properties/artifact/properties/venue/type",keyword:"type",params:{type: schema46.properties.artifact.properties.venue.type},message:"must be string,null"};
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
const err31 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.asset !== undefined){
if(typeof data.asset !== "string"){
const err32 = {instancePath:instancePath+"/asset",schemaPath:"#/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.chain !== undefined){
if(typeof data.chain !== "string"){
const err33 = {instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err34 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.mandateId !== undefined){
if(typeof data.mandateId !== "string"){
const err35 = {instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.op !== undefined){
let data12 = data.op;
if(typeof data12 !== "string"){
const err36 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((data12 === "supply") || (data12 === "withdraw"))){
const err37 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema46.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.phase !== undefined){
let data13 = data.phase;
if(typeof data13 !== "string"){
const err38 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!((data13 === "preview") || (data13 === "settled"))){
const err39 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/enum",keyword:"enum",params:{allowedValues: schema46.properties.phase.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.previewHash !== undefined){
if(typeof data.previewHash !== "string"){
const err40 = {instancePath:instancePath+"/previewHash",schemaPath:"#/properties/previewHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.proof !== undefined){
let data15 = data.proof;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.standing === undefined){
const err41 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/required",keyword:"required",params:{missingProperty: "standing"},message:"must have required property '"+"standing"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key2 in data15){
if(!(key2 === "standing")){
const err42 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data15.standing !== undefined){
let data16 = data15.standing;
if(typeof data16 !== "string"){
const err43 = {instancePath:instancePath+"/proof/standing",schemaPath:"#/properties/proof/properties/standing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((((data16 === "none") || (data16 === "unconfirmed")) || (data16 === "chain-confirmed")) || (data16 === "chain-contradicted"))){
const err44 = {instancePath:instancePath+"/proof/standing",schemaPath:"#/properties/proof/properties/standing/enum",keyword:"enum",params:{allowedValues: schema46.properties.proof.properties.standing.enum},message:"must be equal to one of the allowed values"};
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
const err45 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.receiptHash !== undefined){
if(typeof data.receiptHash !== "string"){
const err46 = {instancePath:instancePath+"/receiptHash",schemaPath:"#/properties/receiptHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.txHash !== undefined){
if(typeof data.txHash !== "string"){
const err47 = {instancePath:instancePath+"/txHash",schemaPath:"#/properties/txHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.venue !== undefined){
let data19 = data.venue;
if(typeof data19 !== "string"){
const err48 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((data19 === "venue_1") || (data19 === "venue_2")) || (data19 === "venue_3"))){
const err49 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/enum",keyword:"enum",params:{allowedValues: schema46.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_list_mandates_input = validate36;
const schema47 = {"properties":{"agentInstanceId":{"description":"Only mandates bound to this agent instance.","type":"string"},"cursor":{"description":"nextCursor of the previous page, unchanged; omit for the first page.","maxLength":512,"minLength":1,"type":"string"},"limit":{"default":50,"description":"Mandates per page, 1 to 100 (default 50).","maximum":100,"minimum":1,"type":"integer"},"portal":{"description":"Only mandates on this portal.","type":"string"},"status":{"description":"Only mandates with this status: active, paused or cancelled.","enum":["active","paused","cancelled"],"type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["userId"],"type":"object"};

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
if(data.limit === undefined){
data.limit = 50;
}
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
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
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 === "string"){
if(func4(data1) > 512){
const err2 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func4(data1) < 1){
const err3 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data2 > 100 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
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
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err8 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data4 === "active") || (data4 === "paused")) || (data4 === "cancelled"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema47.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err11 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"agentInstanceId":true,"cursor":true,"limit":true,"portal":true,"status":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_list_mandates_output = validate37;
const schema48 = {"additionalProperties":false,"properties":{"mandates":{"items":{"additionalProperties":false,"description":"A mandate: the service's own record of what capital an agent may use and when to exit. Not signed by an external wallet.","properties":{"agentInstanceId":{"oneOf":[{"type":"null"},{"description":"Agent instance the mandate is bound to; null when unbound.","type":"string"}]},"capital":{"oneOf":[{"type":"null"},{"description":"Capital the mandate may use, structured as {asset, amount, chain}; further internal fields are not specified.","properties":{"amount":{"description":"Amount of the asset, as a string in the asset's units, e.g. \"1000\".","type":"string"},"asset":{"description":"Asset symbol or token identifier, e.g. USDC.","type":"string"},"chain":{"description":"Chain the capital sits on, e.g. base.","type":"string"}},"required":["amount","asset","chain"],"type":"object"}]},"conditions":{"description":"Exit conditions as stored; internal fields not specified.","type":"array"},"constraints":{"description":"Constraints object as stored; internal fields not specified.","type":"object"},"createdAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"mandateId":{"description":"Mandate id returned by defi_create_mandate or listed by defi_list_mandates.","type":"string"},"name":{"type":["string","null"]},"objective":{"type":["string","null"]},"portal":{"description":"Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.","type":"string"},"status":{"description":"Mandate status: active, paused or cancelled.","enum":["active","paused","cancelled"],"type":"string"},"userId":{"oneOf":[{"type":"null"},{"description":"User identity created or resumed by defi_session; pass the same value on every call (or send it in the x-defi-user-id HTTP header where a tool allows that).","type":"string"}]}},"required":["agentInstanceId","capital","conditions","constraints","createdAt","mandateId","name","objective","portal","status","userId"],"type":"object"},"type":"array"},"nextCursor":{"description":"Cursor for the next page, or null when this is the last page.","type":["string","null"]}},"required":["mandates","nextCursor"],"type":"object"};

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
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.agentInstanceId === undefined){
const err3 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "agentInstanceId"},message:"must have required property '"+"agentInstanceId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.capital === undefined){
const err4 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "capital"},message:"must have required property '"+"capital"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.conditions === undefined){
const err5 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "conditions"},message:"must have required property '"+"conditions"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.constraints === undefined){
const err6 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "constraints"},message:"must have required property '"+"constraints"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.createdAt === undefined){
const err7 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.mandateId === undefined){
const err8 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "mandateId"},message:"must have required property '"+"mandateId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.name === undefined){
const err9 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.objective === undefined){
const err10 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.portal === undefined){
const err11 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.status === undefined){
const err12 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.userId === undefined){
const err13 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data1){
if(!(func1.call(schema48.properties.mandates.items.properties, key1))){
const err14 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.agentInstanceId !== undefined){
let data2 = data1.agentInstanceId;
const _errs8 = errors;
let valid4 = false;
let passing0 = null;
const _errs9 = errors;
if(data2 !== null){
const err15 = {instancePath:instancePath+"/mandates/" + i0+"/agentInstanceId",schemaPath:"#/properties/mandates/items/properties/agentInstanceId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs11 = errors;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/mandates/" + i0+"/agentInstanceId",schemaPath:"#/properties/mandates/items/properties/agentInstanceId/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err17 = {instancePath:instancePath+"/mandates/" + i0+"/agentInstanceId",schemaPath:"#/properties/mandates/items/properties/agentInstanceId/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data1.capital !== undefined){
let data3 = data1.capital;
const _errs14 = errors;
let valid5 = false;
let passing1 = null;
const _errs15 = errors;
if(data3 !== null){
const err18 = {instancePath:instancePath+"/mandates/" + i0+"/capital",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs17 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.amount === undefined){
const err19 = {instancePath:instancePath+"/mandates/" + i0+"/capital",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.asset === undefined){
const err20 = {instancePath:instancePath+"/mandates/" + i0+"/capital",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.chain === undefined){
const err21 = {instancePath:instancePath+"/mandates/" + i0+"/capital",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.amount !== undefined){
if(typeof data3.amount !== "string"){
const err22 = {instancePath:instancePath+"/mandates/" + i0+"/capital/amount",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.asset !== undefined){
if(typeof data3.asset !== "string"){
const err23 = {instancePath:instancePath+"/mandates/" + i0+"/capital/asset",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.chain !== undefined){
if(typeof data3.chain !== "string"){
const err24 = {instancePath:instancePath+"/mandates/" + i0+"/capital/chain",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/mandates/" + i0+"/capital",schemaPath:"#/properties/mandates/items/properties/capital/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
var props0 = {};
props0.amount = true;
props0.asset = true;
props0.chain = true;
}
}
if(!valid5){
const err26 = {instancePath:instancePath+"/mandates/" + i0+"/capital",schemaPath:"#/properties/mandates/items/properties/capital/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data1.conditions !== undefined){
if(!(Array.isArray(data1.conditions))){
const err27 = {instancePath:instancePath+"/mandates/" + i0+"/conditions",schemaPath:"#/properties/mandates/items/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.constraints !== undefined){
let data8 = data1.constraints;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err28 = {instancePath:instancePath+"/mandates/" + i0+"/constraints",schemaPath:"#/properties/mandates/items/properties/constraints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.createdAt !== undefined){
let data9 = data1.createdAt;
if(typeof data9 === "string"){
if(!(formats0.validate(data9))){
const err29 = {instancePath:instancePath+"/mandates/" + i0+"/createdAt",schemaPath:"#/properties/mandates/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err30 = {instancePath:instancePath+"/mandates/" + i0+"/createdAt",schemaPath:"#/properties/mandates/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.mandateId !== undefined){
if(typeof data1.mandateId !== "string"){
const err31 = {instancePath:instancePath+"/mandates/" + i0+"/mandateId",schemaPath:"#/properties/mandates/items/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.name !== undefined){
let data11 = data1.name;
if((typeof data11 !== "string") && (data11 !== null)){
const err32 = {instancePath:instancePath+"/mandates/" + i0+"/name",schemaPath:"#/properties/mandates/items/properties/name/type",keyword:"type",params:{type: schema48.properties.mandates.items.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.objective !== undefined){
let data12 = data1.objective;
if((typeof data12 !== "string") && (data12 !== null)){
const err33 = {instancePath:instancePath+"/mandates/" + i0+"/objective",schemaPath:"#/properties/mandates/items/properties/objective/type",keyword:"type",params:{type: schema48.properties.mandates.items.properties.objective.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.portal !== undefined){
if(typeof data1.portal !== "string"){
const err34 = {instancePath:instancePath+"/mandates/" + i0+"/portal",schemaPath:"#/properties/mandates/items/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.status !== undefined){
let data14 = data1.status;
if(typeof data14 !== "string"){
const err35 = {instancePath:instancePath+"/mandates/" + i0+"/status",schemaPath:"#/properties/mandates/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((data14 === "active") || (data14 === "paused")) || (data14 === "cancelled"))){
const err36 = {instancePath:instancePath+"/mandates/" + i0+"/status",schemaPath:"#/properties/mandates/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.mandates.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.userId !== undefined){
let data15 = data1.userId;
const _errs42 = errors;
let valid7 = false;
let passing2 = null;
const _errs43 = errors;
if(data15 !== null){
const err37 = {instancePath:instancePath+"/mandates/" + i0+"/userId",schemaPath:"#/properties/mandates/items/properties/userId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs43 === errors;
if(_valid2){
valid7 = true;
passing2 = 0;
}
const _errs45 = errors;
if(typeof data15 !== "string"){
const err38 = {instancePath:instancePath+"/mandates/" + i0+"/userId",schemaPath:"#/properties/mandates/items/properties/userId/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs45 === errors;
if(_valid2 && valid7){
valid7 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid7 = true;
passing2 = 1;
}
}
if(!valid7){
const err39 = {instancePath:instancePath+"/mandates/" + i0+"/userId",schemaPath:"#/properties/mandates/items/properties/userId/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
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
}
else {
const err40 = {instancePath:instancePath+"/mandates/" + i0,schemaPath:"#/properties/mandates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err41 = {instancePath:instancePath+"/mandates",schemaPath:"#/properties/mandates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.nextCursor !== undefined){
let data16 = data.nextCursor;
if((typeof data16 !== "string") && (data16 !== null)){
const err42 = {instancePath:instancePath+"/nextCursor",schemaPath:"#/properties/nextCursor/type",keyword:"type",params:{type: schema48.properties.nextCursor.type},message:"must be string,null"};
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
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_list_venues_input = validate38;
const schema49 = {"properties":{"chain":{"description":"Only routes on this chain slug, e.g. base, arbitrum-one.","type":"string"},"liveOnly":{"default":false,"description":"True to list only routes execution accepts (settled or address_verified). Default false.","type":"boolean"},"venue":{"description":"Only routes of this venue.","enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":[],"type":"object"};

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
const err3 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/enum",keyword:"enum",params:{allowedValues: schema49.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"chain":true,"liveOnly":true,"venue":true},"dynamicProps":false,"dynamicItems":false};

export const defi_list_venues_output = validate39;
const schema50 = {"additionalProperties":false,"properties":{"asOf":{"description":"When the registry was read.","format":"date-time","type":"string"},"routes":{"items":{"additionalProperties":false,"properties":{"chain":{"description":"Chain slug, e.g. base, arbitrum-one, optimism, monad, bnb-chain, avalanche.","type":"string"},"chainId":{"description":"EVM chain id; null for non-EVM chains.","minimum":1,"type":["integer","null"]},"defaultForChain":{"description":"True when this venue is the default on this chain for defi_lend_execute.","type":"boolean"},"live":{"description":"True when execution accepts the route (status settled or address_verified).","type":"boolean"},"operations":{"description":"Operations the route carries.","items":{"enum":["swap","lend","bridge","supply","withdraw"],"type":"string"},"type":"array"},"proven":{"description":"True only for status settled; never describe an unproven route as proven.","type":"boolean"},"status":{"description":"settled, address_verified or operator_disabled.","enum":["settled","address_verified","operator_disabled"],"type":"string"},"venue":{"enum":["venue_1","venue_2","venue_3"],"type":"string"}},"required":["chain","chainId","defaultForChain","live","operations","proven","status","venue"],"type":"object"},"type":"array"}},"required":["asOf","routes"],"type":"object"};

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
const err15 = {instancePath:instancePath+"/routes/" + i0+"/chainId",schemaPath:"#/properties/routes/items/properties/chainId/type",keyword:"type",params:{type: schema50.properties.routes.items.properties.chainId.type},message:"must be integer,null"};
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
const err20 = {instancePath:instancePath+"/routes/" + i0+"/operations/" + i1,schemaPath:"#/properties/routes/items/properties/operations/items/enum",keyword:"enum",params:{allowedValues: schema50.properties.routes.items.properties.operations.items.enum},message:"must be equal to one of the allowed values"};
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
const err24 = {instancePath:instancePath+"/routes/" + i0+"/status",schemaPath:"#/properties/routes/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema50.properties.routes.items.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err26 = {instancePath:instancePath+"/routes/" + i0+"/venue",schemaPath:"#/properties/routes/items/properties/venue/enum",keyword:"enum",params:{allowedValues: schema50.properties.routes.items.properties.venue.enum},message:"must be equal to one of the allowed values"};
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
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_plan_standing_input = validate40;
const schema51 = {"properties":{"message":{"description":"The user's request, verbatim.","type":"string"},"minGainBps":{"description":"Minimum improvement, in basis points, a rotation must beat; as stated by the user. Omit when the user did not state it (it is then listed in missing).","type":"number"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["message","userId"],"type":"object"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
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
if(data.userId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err2 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.minGainBps !== undefined){
let data1 = data.minGainBps;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/minGainBps",schemaPath:"#/properties/minGainBps/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"message":true,"minGainBps":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_plan_standing_output = validate41;
const schema52 = {"additionalProperties":false,"description":"missing and minGainBps are the document's names.","properties":{"envelope":{"additionalProperties":false,"description":"Unsigned envelope; a bound is null when the user did not supply it.","properties":{"cadence":{"description":"Cadence as understood from the message.","type":["string","null"]},"chains":{"items":{"type":"string"},"type":["array","null"]},"cumulativeCap":{"additionalProperties":false,"properties":{"amount":{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"type":"string"}},"required":["amount","asset"],"type":["object","null"]},"expiresAt":{"oneOf":[{"type":"null"},{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"}]},"minGainBps":{"type":["number","null"]},"operations":{"items":{"type":"string"},"type":["array","null"]},"perMoveCap":{"additionalProperties":false,"properties":{"amount":{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"type":"string"}},"required":["amount","asset"],"type":["object","null"]},"revocation":{"description":"How the user revokes the envelope once signed.","type":"string"},"venues":{"items":{"type":"string"},"type":["array","null"]}},"required":["cadence","chains","cumulativeCap","expiresAt","minGainBps","operations","perMoveCap","revocation","venues"],"type":"object"},"missing":{"description":"Bounds the user has not supplied yet; empty when complete.","items":{"enum":["operations","venues","chains","perMoveCap","cumulativeCap","minGainBps","expiresAt"],"type":"string"},"type":"array"},"signable":{"description":"True only when missing is empty.","type":"boolean"}},"required":["envelope","missing","signable"],"type":"object"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
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
if(!(func1.call(schema52.properties.envelope.properties, key1))){
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
const err14 = {instancePath:instancePath+"/envelope/cadence",schemaPath:"#/properties/envelope/properties/cadence/type",keyword:"type",params:{type: schema52.properties.envelope.properties.cadence.type},message:"must be string,null"};
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
let data2 = data0.chains;
if((!(Array.isArray(data2))) && (data2 !== null)){
const err15 = {instancePath:instancePath+"/envelope/chains",schemaPath:"#/properties/envelope/properties/chains/type",keyword:"type",params:{type: schema52.properties.envelope.properties.chains.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err16 = {instancePath:instancePath+"/envelope/chains/" + i0,schemaPath:"#/properties/envelope/properties/chains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data0.cumulativeCap !== undefined){
let data4 = data0.cumulativeCap;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err17 = {instancePath:instancePath+"/envelope/cumulativeCap",schemaPath:"#/properties/envelope/properties/cumulativeCap/type",keyword:"type",params:{type: schema52.properties.envelope.properties.cumulativeCap.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.amount === undefined){
const err18 = {instancePath:instancePath+"/envelope/cumulativeCap",schemaPath:"#/properties/envelope/properties/cumulativeCap/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.asset === undefined){
const err19 = {instancePath:instancePath+"/envelope/cumulativeCap",schemaPath:"#/properties/envelope/properties/cumulativeCap/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data4){
if(!((key2 === "amount") || (key2 === "asset"))){
const err20 = {instancePath:instancePath+"/envelope/cumulativeCap",schemaPath:"#/properties/envelope/properties/cumulativeCap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.amount !== undefined){
let data5 = data4.amount;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err21 = {instancePath:instancePath+"/envelope/cumulativeCap/amount",schemaPath:"#/properties/envelope/properties/cumulativeCap/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err22 = {instancePath:instancePath+"/envelope/cumulativeCap/amount",schemaPath:"#/properties/envelope/properties/cumulativeCap/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.asset !== undefined){
if(typeof data4.asset !== "string"){
const err23 = {instancePath:instancePath+"/envelope/cumulativeCap/asset",schemaPath:"#/properties/envelope/properties/cumulativeCap/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data0.expiresAt !== undefined){
let data7 = data0.expiresAt;
const _errs19 = errors;
let valid5 = false;
let passing0 = null;
const _errs20 = errors;
if(data7 !== null){
const err24 = {instancePath:instancePath+"/envelope/expiresAt",schemaPath:"#/properties/envelope/properties/expiresAt/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs22 = errors;
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err25 = {instancePath:instancePath+"/envelope/expiresAt",schemaPath:"#/properties/envelope/properties/expiresAt/oneOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err26 = {instancePath:instancePath+"/envelope/expiresAt",schemaPath:"#/properties/envelope/properties/expiresAt/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err27 = {instancePath:instancePath+"/envelope/expiresAt",schemaPath:"#/properties/envelope/properties/expiresAt/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data0.minGainBps !== undefined){
let data8 = data0.minGainBps;
if((!((typeof data8 == "number") && (isFinite(data8)))) && (data8 !== null)){
const err28 = {instancePath:instancePath+"/envelope/minGainBps",schemaPath:"#/properties/envelope/properties/minGainBps/type",keyword:"type",params:{type: schema52.properties.envelope.properties.minGainBps.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.operations !== undefined){
let data9 = data0.operations;
if((!(Array.isArray(data9))) && (data9 !== null)){
const err29 = {instancePath:instancePath+"/envelope/operations",schemaPath:"#/properties/envelope/properties/operations/type",keyword:"type",params:{type: schema52.properties.envelope.properties.operations.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(typeof data9[i1] !== "string"){
const err30 = {instancePath:instancePath+"/envelope/operations/" + i1,schemaPath:"#/properties/envelope/properties/operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data0.perMoveCap !== undefined){
let data11 = data0.perMoveCap;
if((!(data11 && typeof data11 == "object" && !Array.isArray(data11))) && (data11 !== null)){
const err31 = {instancePath:instancePath+"/envelope/perMoveCap",schemaPath:"#/properties/envelope/properties/perMoveCap/type",keyword:"type",params:{type: schema52.properties.envelope.properties.perMoveCap.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.amount === undefined){
const err32 = {instancePath:instancePath+"/envelope/perMoveCap",schemaPath:"#/properties/envelope/properties/perMoveCap/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11.asset === undefined){
const err33 = {instancePath:instancePath+"/envelope/perMoveCap",schemaPath:"#/properties/envelope/properties/perMoveCap/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "amount") || (key3 === "asset"))){
const err34 = {instancePath:instancePath+"/envelope/perMoveCap",schemaPath:"#/properties/envelope/properties/perMoveCap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.amount !== undefined){
let data12 = data11.amount;
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
const err35 = {instancePath:instancePath+"/envelope/perMoveCap/amount",schemaPath:"#/properties/envelope/properties/perMoveCap/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err36 = {instancePath:instancePath+"/envelope/perMoveCap/amount",schemaPath:"#/properties/envelope/properties/perMoveCap/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.asset !== undefined){
if(typeof data11.asset !== "string"){
const err37 = {instancePath:instancePath+"/envelope/perMoveCap/asset",schemaPath:"#/properties/envelope/properties/perMoveCap/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data0.revocation !== undefined){
if(typeof data0.revocation !== "string"){
const err38 = {instancePath:instancePath+"/envelope/revocation",schemaPath:"#/properties/envelope/properties/revocation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.venues !== undefined){
let data15 = data0.venues;
if((!(Array.isArray(data15))) && (data15 !== null)){
const err39 = {instancePath:instancePath+"/envelope/venues",schemaPath:"#/properties/envelope/properties/venues/type",keyword:"type",params:{type: schema52.properties.envelope.properties.venues.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(typeof data15[i2] !== "string"){
const err40 = {instancePath:instancePath+"/envelope/venues/" + i2,schemaPath:"#/properties/envelope/properties/venues/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
else {
const err41 = {instancePath:instancePath+"/envelope",schemaPath:"#/properties/envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.missing !== undefined){
let data17 = data.missing;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
let data18 = data17[i3];
if(typeof data18 !== "string"){
const err42 = {instancePath:instancePath+"/missing/" + i3,schemaPath:"#/properties/missing/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(((((((data18 === "operations") || (data18 === "venues")) || (data18 === "chains")) || (data18 === "perMoveCap")) || (data18 === "cumulativeCap")) || (data18 === "minGainBps")) || (data18 === "expiresAt"))){
const err43 = {instancePath:instancePath+"/missing/" + i3,schemaPath:"#/properties/missing/items/enum",keyword:"enum",params:{allowedValues: schema52.properties.missing.items.enum},message:"must be equal to one of the allowed values"};
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
const err44 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.signable !== undefined){
if(typeof data.signable !== "boolean"){
const err45 = {instancePath:instancePath+"/signable",schemaPath:"#/properties/signable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_plan_workflow_input = validate42;
const schema53 = {"properties":{"message":{"description":"The user's request, verbatim.","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["message","userId"],"type":"object"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
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
if(data.userId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err2 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"message":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_plan_workflow_output = validate43;
const schema54 = {"additionalProperties":false,"description":"legs, executable, unsupported and reason are the document's names.","properties":{"legs":{"items":{"additionalProperties":false,"properties":{"amount":{"oneOf":[{"type":"null"},{"description":"Stated amount; null when it comes from the previous leg.","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"}]},"amountFrom":{"description":"stated, or previous_leg: the amount the previous leg actually delivered.","enum":["stated","previous_leg"],"type":"string"},"asset":{"type":"string"},"chain":{"type":"string"},"dependsOn":{"description":"Index of the leg this one waits for.","minimum":0,"type":["integer","null"]},"executable":{"description":"Whether the leg can be executed as planned.","type":"boolean"},"index":{"description":"0-based position of the leg.","minimum":0,"type":"integer"},"operation":{"description":"swap, lend, bridge, supply or withdraw.","type":"string"},"venue":{"type":["string","null"]}},"required":["amount","amountFrom","asset","chain","dependsOn","executable","index","operation","venue"],"type":"object"},"type":"array"},"unsupported":{"items":{"additionalProperties":false,"properties":{"clause":{"description":"The clause as written by the user.","type":"string"},"reason":{"description":"Why the clause cannot be planned.","type":"string"},"reasonCode":{"enum":["unsupported_operation","unnamed_venue","non_positive_amount","amount_split_across_venues"],"type":"string"}},"required":["clause","reason","reasonCode"],"type":"object"},"type":"array"}},"required":["legs","unsupported"],"type":"object"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
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
if(!(func1.call(schema54.properties.legs.items.properties, key1))){
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
let data2 = data1.amount;
const _errs8 = errors;
let valid4 = false;
let passing0 = null;
const _errs9 = errors;
if(data2 !== null){
const err13 = {instancePath:instancePath+"/legs/" + i0+"/amount",schemaPath:"#/properties/legs/items/properties/amount/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs11 = errors;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err14 = {instancePath:instancePath+"/legs/" + i0+"/amount",schemaPath:"#/properties/legs/items/properties/amount/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err15 = {instancePath:instancePath+"/legs/" + i0+"/amount",schemaPath:"#/properties/legs/items/properties/amount/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err16 = {instancePath:instancePath+"/legs/" + i0+"/amount",schemaPath:"#/properties/legs/items/properties/amount/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data1.amountFrom !== undefined){
let data3 = data1.amountFrom;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/legs/" + i0+"/amountFrom",schemaPath:"#/properties/legs/items/properties/amountFrom/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data3 === "stated") || (data3 === "previous_leg"))){
const err18 = {instancePath:instancePath+"/legs/" + i0+"/amountFrom",schemaPath:"#/properties/legs/items/properties/amountFrom/enum",keyword:"enum",params:{allowedValues: schema54.properties.legs.items.properties.amountFrom.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.asset !== undefined){
if(typeof data1.asset !== "string"){
const err19 = {instancePath:instancePath+"/legs/" + i0+"/asset",schemaPath:"#/properties/legs/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.chain !== undefined){
if(typeof data1.chain !== "string"){
const err20 = {instancePath:instancePath+"/legs/" + i0+"/chain",schemaPath:"#/properties/legs/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.dependsOn !== undefined){
let data6 = data1.dependsOn;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err21 = {instancePath:instancePath+"/legs/" + i0+"/dependsOn",schemaPath:"#/properties/legs/items/properties/dependsOn/type",keyword:"type",params:{type: schema54.properties.legs.items.properties.dependsOn.type},message:"must be integer,null"};
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
const err22 = {instancePath:instancePath+"/legs/" + i0+"/dependsOn",schemaPath:"#/properties/legs/items/properties/dependsOn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.executable !== undefined){
if(typeof data1.executable !== "boolean"){
const err23 = {instancePath:instancePath+"/legs/" + i0+"/executable",schemaPath:"#/properties/legs/items/properties/executable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.index !== undefined){
let data8 = data1.index;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/legs/" + i0+"/index",schemaPath:"#/properties/legs/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err25 = {instancePath:instancePath+"/legs/" + i0+"/index",schemaPath:"#/properties/legs/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.operation !== undefined){
if(typeof data1.operation !== "string"){
const err26 = {instancePath:instancePath+"/legs/" + i0+"/operation",schemaPath:"#/properties/legs/items/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.venue !== undefined){
let data10 = data1.venue;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/legs/" + i0+"/venue",schemaPath:"#/properties/legs/items/properties/venue/type",keyword:"type",params:{type: schema54.properties.legs.items.properties.venue.type},message:"must be string,null"};
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
const err28 = {instancePath:instancePath+"/legs/" + i0,schemaPath:"#/properties/legs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath:instancePath+"/legs",schemaPath:"#/properties/legs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
const err30 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/required",keyword:"required",params:{missingProperty: "clause"},message:"must have required property '"+"clause"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data12.reason === undefined){
const err31 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data12.reasonCode === undefined){
const err32 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/required",keyword:"required",params:{missingProperty: "reasonCode"},message:"must have required property '"+"reasonCode"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 in data12){
if(!(((key2 === "clause") || (key2 === "reason")) || (key2 === "reasonCode"))){
const err33 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.clause !== undefined){
if(typeof data12.clause !== "string"){
const err34 = {instancePath:instancePath+"/unsupported/" + i1+"/clause",schemaPath:"#/properties/unsupported/items/properties/clause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data12.reason !== undefined){
if(typeof data12.reason !== "string"){
const err35 = {instancePath:instancePath+"/unsupported/" + i1+"/reason",schemaPath:"#/properties/unsupported/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data12.reasonCode !== undefined){
let data15 = data12.reasonCode;
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/unsupported/" + i1+"/reasonCode",schemaPath:"#/properties/unsupported/items/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((((data15 === "unsupported_operation") || (data15 === "unnamed_venue")) || (data15 === "non_positive_amount")) || (data15 === "amount_split_across_venues"))){
const err37 = {instancePath:instancePath+"/unsupported/" + i1+"/reasonCode",schemaPath:"#/properties/unsupported/items/properties/reasonCode/enum",keyword:"enum",params:{allowedValues: schema54.properties.unsupported.items.properties.reasonCode.enum},message:"must be equal to one of the allowed values"};
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
const err38 = {instancePath:instancePath+"/unsupported/" + i1,schemaPath:"#/properties/unsupported/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath:instancePath+"/unsupported",schemaPath:"#/properties/unsupported/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_portfolio_input = validate44;
const schema55 = {"properties":{"portal":{"description":"Portal slug; defaults to the Base portal.","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["userId"],"type":"object"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err1 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_portfolio_output = validate45;
const schema56 = {"additionalProperties":false,"properties":{"balances":{"items":{"additionalProperties":false,"properties":{"amount":{"description":"Decimal string amount in the asset's own units (not base units): digits with an optional point and fractional digits, e.g. \"250.5\".","pattern":"^[0-9]+(\\.[0-9]+)?$","type":"string"},"asset":{"description":"Asset symbol or token identifier.","type":"string"},"chain":{"description":"Chain slug.","type":"string"}},"required":["amount","asset","chain"],"type":"object"},"type":"array"},"fills":{"items":{"additionalProperties":false,"properties":{"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"filledAt":{"description":"ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.","format":"date-time","type":"string"},"operation":{"type":"string"},"summary":{"type":"string"}},"required":["executionId","filledAt","operation","summary"],"type":"object"},"type":"array"},"portal":{"description":"Portal slug, e.g. the slug of a chain portal; the Base portal is the default where a tool has one.","type":"string"},"simulated":{"const":true,"description":"Always true: testnet simulation, not live balances.","type":"boolean"},"userId":{"description":"User identity created or resumed by defi_session; pass the same value on every call (or send it in the x-defi-user-id HTTP header where a tool allows that).","type":"string"}},"required":["balances","fills","portal","simulated","userId"],"type":"object"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
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
let data0 = data.balances;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.amount === undefined){
const err6 = {instancePath:instancePath+"/balances/" + i0,schemaPath:"#/properties/balances/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.asset === undefined){
const err7 = {instancePath:instancePath+"/balances/" + i0,schemaPath:"#/properties/balances/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.chain === undefined){
const err8 = {instancePath:instancePath+"/balances/" + i0,schemaPath:"#/properties/balances/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "amount") || (key1 === "asset")) || (key1 === "chain"))){
const err9 = {instancePath:instancePath+"/balances/" + i0,schemaPath:"#/properties/balances/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.amount !== undefined){
let data2 = data1.amount;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/balances/" + i0+"/amount",schemaPath:"#/properties/balances/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err11 = {instancePath:instancePath+"/balances/" + i0+"/amount",schemaPath:"#/properties/balances/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.asset !== undefined){
if(typeof data1.asset !== "string"){
const err12 = {instancePath:instancePath+"/balances/" + i0+"/asset",schemaPath:"#/properties/balances/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.chain !== undefined){
if(typeof data1.chain !== "string"){
const err13 = {instancePath:instancePath+"/balances/" + i0+"/chain",schemaPath:"#/properties/balances/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/balances/" + i0,schemaPath:"#/properties/balances/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.fills !== undefined){
let data5 = data.fills;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.executionId === undefined){
const err16 = {instancePath:instancePath+"/fills/" + i1,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "executionId"},message:"must have required property '"+"executionId"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.filledAt === undefined){
const err17 = {instancePath:instancePath+"/fills/" + i1,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "filledAt"},message:"must have required property '"+"filledAt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.operation === undefined){
const err18 = {instancePath:instancePath+"/fills/" + i1,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "operation"},message:"must have required property '"+"operation"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.summary === undefined){
const err19 = {instancePath:instancePath+"/fills/" + i1,schemaPath:"#/properties/fills/items/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "executionId") || (key2 === "filledAt")) || (key2 === "operation")) || (key2 === "summary"))){
const err20 = {instancePath:instancePath+"/fills/" + i1,schemaPath:"#/properties/fills/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.executionId !== undefined){
if(typeof data6.executionId !== "string"){
const err21 = {instancePath:instancePath+"/fills/" + i1+"/executionId",schemaPath:"#/properties/fills/items/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.filledAt !== undefined){
let data8 = data6.filledAt;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err22 = {instancePath:instancePath+"/fills/" + i1+"/filledAt",schemaPath:"#/properties/fills/items/properties/filledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err23 = {instancePath:instancePath+"/fills/" + i1+"/filledAt",schemaPath:"#/properties/fills/items/properties/filledAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.operation !== undefined){
if(typeof data6.operation !== "string"){
const err24 = {instancePath:instancePath+"/fills/" + i1+"/operation",schemaPath:"#/properties/fills/items/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.summary !== undefined){
if(typeof data6.summary !== "string"){
const err25 = {instancePath:instancePath+"/fills/" + i1+"/summary",schemaPath:"#/properties/fills/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/fills/" + i1,schemaPath:"#/properties/fills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/fills",schemaPath:"#/properties/fills/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(data.simulated !== undefined){
let data12 = data.simulated;
if(typeof data12 !== "boolean"){
const err29 = {instancePath:instancePath+"/simulated",schemaPath:"#/properties/simulated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(true !== data12){
const err30 = {instancePath:instancePath+"/simulated",schemaPath:"#/properties/simulated/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
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
if(typeof data.userId !== "string"){
const err31 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_preview_tx_input = validate46;
const schema57 = {"properties":{"executionId":{"description":"executionId from the approve_execute action of a defi_copilot_turn result.","type":"string"},"portal":{"description":"Portal slug the call applies to (a chain portal, e.g. the Base portal).","type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["executionId","portal","userId"],"type":"object"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
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
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err3 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.portal !== undefined){
if(typeof data.portal !== "string"){
const err4 = {instancePath:instancePath+"/portal",schemaPath:"#/properties/portal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.userId !== undefined){
if(typeof data.userId !== "string"){
const err5 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"executionId":true,"portal":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_preview_tx_output = validate47;
const schema58 = {"additionalProperties":false,"properties":{"artifact":{"additionalProperties":false,"description":"Unsigned artifact; nothing is signed or submitted.","properties":{"chain":{"description":"Chain slug the artifact is for.","type":"string"},"kind":{"description":"eip712_order: an order-book venue EIP-712 order (typed data to sign); solana_transaction: an unsigned Solana transaction.","enum":["eip712_order","solana_transaction"],"type":"string"},"payload":{"description":"The artifact exactly as it would be signed: EIP-712 typed data {domain, types, primaryType, message} for eip712_order, {transaction} (base64) for solana_transaction.","type":"object"},"venue":{"description":"Venue the artifact targets.","type":["string","null"]}},"required":["chain","kind","payload","venue"],"type":"object"},"executionId":{"description":"Pending plan id, taken from the action of type approve_execute returned by defi_copilot_turn.","type":"string"},"previewHash":{"description":"Hash binding a later signature to exactly the previewed unsigned artifact; returned by defi_preview_tx or the first defi_lend_execute call.","type":"string"},"simulation":{"additionalProperties":false,"properties":{"detail":{"type":["string","null"]},"performed":{"description":"False when the venue or chain does not support simulation.","type":"boolean"},"success":{"description":"Simulation outcome; null when not performed.","type":["boolean","null"]}},"required":["detail","performed","success"],"type":"object"}},"required":["artifact","executionId","previewHash","simulation"],"type":"object"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
let data0 = data.artifact;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.chain === undefined){
const err5 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.kind === undefined){
const err6 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.payload === undefined){
const err7 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.venue === undefined){
const err8 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "chain") || (key1 === "kind")) || (key1 === "payload")) || (key1 === "venue"))){
const err9 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.chain !== undefined){
if(typeof data0.chain !== "string"){
const err10 = {instancePath:instancePath+"/artifact/chain",schemaPath:"#/properties/artifact/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.kind !== undefined){
let data2 = data0.kind;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/artifact/kind",schemaPath:"#/properties/artifact/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data2 === "eip712_order") || (data2 === "solana_transaction"))){
const err12 = {instancePath:instancePath+"/artifact/kind",schemaPath:"#/properties/artifact/properties/kind/enum",keyword:"enum",params:{allowedValues: schema58.properties.artifact.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.payload !== undefined){
let data3 = data0.payload;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err13 = {instancePath:instancePath+"/artifact/payload",schemaPath:"#/properties/artifact/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.venue !== undefined){
let data4 = data0.venue;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/artifact/venue",schemaPath:"#/properties/artifact/properties/venue/type",keyword:"type",params:{type: schema58.properties.artifact.properties.venue.type},message:"must be string,null"};
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
const err15 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.executionId !== undefined){
if(typeof data.executionId !== "string"){
const err16 = {instancePath:instancePath+"/executionId",schemaPath:"#/properties/executionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.simulation !== undefined){
let data7 = data.simulation;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.detail === undefined){
const err18 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.performed === undefined){
const err19 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/required",keyword:"required",params:{missingProperty: "performed"},message:"must have required property '"+"performed"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.success === undefined){
const err20 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "detail") || (key2 === "performed")) || (key2 === "success"))){
const err21 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.detail !== undefined){
let data8 = data7.detail;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/simulation/detail",schemaPath:"#/properties/simulation/properties/detail/type",keyword:"type",params:{type: schema58.properties.simulation.properties.detail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.performed !== undefined){
if(typeof data7.performed !== "boolean"){
const err23 = {instancePath:instancePath+"/simulation/performed",schemaPath:"#/properties/simulation/properties/performed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.success !== undefined){
let data10 = data7.success;
if((typeof data10 !== "boolean") && (data10 !== null)){
const err24 = {instancePath:instancePath+"/simulation/success",schemaPath:"#/properties/simulation/properties/success/type",keyword:"type",params:{type: schema58.properties.simulation.properties.success.type},message:"must be boolean,null"};
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
const err25 = {instancePath:instancePath+"/simulation",schemaPath:"#/properties/simulation/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_provision_wallet_input = validate48;
const schema59 = {"properties":{"family":{"description":"Chain family of the wallet: evm, solana or sui.","enum":["evm","solana","sui"],"type":"string"},"userId":{"description":"Your userId from defi_session.","type":"string"}},"required":["family","userId"],"type":"object"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
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
if(data.userId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.family !== undefined){
let data0 = data.family;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "evm") || (data0 === "solana")) || (data0 === "sui"))){
const err3 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/enum",keyword:"enum",params:{allowedValues: schema59.properties.family.enum},message:"must be equal to one of the allowed values"};
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
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"family":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_provision_wallet_output = validate49;
const schema60 = {"additionalProperties":false,"properties":{"address":{"description":"Wallet address to fund (EVM 0x address, Solana base58 or Sui 0x address); null while pending_provision.","type":["string","null"]},"family":{"enum":["evm","solana","sui"],"type":"string"},"status":{"description":"active, or pending_provision when custody is not configured.","enum":["pending_provision","active"],"type":"string"},"userId":{"description":"User identity created or resumed by defi_session; pass the same value on every call (or send it in the x-defi-user-id HTTP header where a tool allows that).","type":"string"}},"required":["address","family","status","userId"],"type":"object"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defi_session_input = validate50;
const schema61 = {"properties":{"displayName":{"description":"Display name for a new identity.","type":"string"},"userId":{"description":"An existing userId to resume; omit to create a new identity.","type":"string"}},"required":[],"type":"object"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
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
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"displayName":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

export const defi_session_output = validate51;
const schema62 = {"additionalProperties":false,"properties":{"displayName":{"type":["string","null"]},"resumed":{"description":"True when an existing identity was resumed, false when a new one was created.","type":"boolean"},"userId":{"description":"User identity created or resumed by defi_session; pass the same value on every call (or send it in the x-defi-user-id HTTP header where a tool allows that).","type":"string"}},"required":["displayName","resumed","userId"],"type":"object"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
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
const err4 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: schema62.properties.displayName.type},message:"must be string,null"};
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
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
