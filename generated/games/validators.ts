// Generated from spec/games.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv-formats/dist/formats";

export const analyze_draft_input = validate52;
const schema19 = {"additionalProperties":false,"if":{"$ref":"urn:mcpforge:input:a2dc1b0a21b1500e"},"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"enemy_heroes":{"$ref":"urn:mcpforge:input:13e93d17ea741a05"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"my_heroes":{"$ref":"urn:mcpforge:input:13e93d17ea741a05"},"my_side":{"enum":["radiant","dire"],"type":"string","default":"radiant"}},"required":["context","enemy_heroes","game","my_heroes"],"then":{"$ref":"urn:mcpforge:input:35092424e13c76a2"},"type":"object"};
const schema20 = {"$id":"urn:mcpforge:input:a2dc1b0a21b1500e","properties":{"game":{"const":"game_a"}},"required":["game"]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:a2dc1b0a21b1500e" */;
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
if(data.game === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game !== undefined){
if("game_a" !== data.game){
const err1 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/const",keyword:"const",params:{allowedValue: "game_a"},message:"must be equal to constant"};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"game":true},"dynamicProps":false,"dynamicItems":false};

const schema21 = {"$id":"urn:mcpforge:input:35092424e13c76a2","properties":{"enemy_heroes":{"maxItems":5,"type":"array"},"my_heroes":{"maxItems":5,"type":"array"}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:35092424e13c76a2" */;
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
if(data.enemy_heroes !== undefined){
let data0 = data.enemy_heroes;
if(Array.isArray(data0)){
if(data0.length > 5){
const err0 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err1 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data1 = data.my_heroes;
if(Array.isArray(data1)){
if(data1.length > 5){
const err2 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err3 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate55.evaluated = {"props":{"enemy_heroes":true,"my_heroes":true},"dynamicProps":false,"dynamicItems":false};

const schema22 = {"$id":"urn:mcpforge:input:d62f4ba712ffc29e","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"};
const pattern3 = new RegExp("^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:d62f4ba712ffc29e" */;
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
if(!pattern3.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema23 = {"$id":"urn:mcpforge:input:13e93d17ea741a05","items":{"type":"string"},"maxItems":6,"type":"array"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:13e93d17ea741a05" */;
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
if(data.length > 6){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
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
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
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
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.enemy_heroes = true;
props0.my_heroes = true;
props0.game = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.my_side === undefined){
data.my_side = "radiant";
}
if(data.context === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.game === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.my_heroes === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_heroes"},message:"must have required property '"+"my_heroes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "context") || (key0 === "enemy_heroes")) || (key0 === "game")) || (key0 === "my_heroes")) || (key0 === "my_side"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.enemy_heroes !== undefined){
if(!(validate59(data.enemy_heroes, {instancePath:instancePath+"/enemy_heroes",parentData:data,parentDataProperty:"enemy_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data2 = data.game;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema19.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.my_heroes !== undefined){
if(!(validate59(data.my_heroes, {instancePath:instancePath+"/my_heroes",parentData:data,parentDataProperty:"my_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
let data4 = data.my_side;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data4 === "radiant") || (data4 === "dire"))){
const err9 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema19.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fetch_input = validate62;
const schema24 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"id":{"pattern":"^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$","type":"string"}},"required":["context","id"],"type":"object"};
const pattern4 = new RegExp("^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$", "u");

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
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "context") || (key0 === "id"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$"},message:"must match pattern \""+"^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$"+"\""};
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
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_ban_rates_input = validate64;
const schema25 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"limit":{"type":"integer","default":15}},"required":["context","game"],"type":"object"};

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
data.limit = 15;
}
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "context") || (key0 === "game")) || (key0 === "limit"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err4 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema25.properties.game.enum},message:"must be equal to one of the allowed values"};
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_counters_input = validate66;
const schema26 = {"$id":"urn:mcpforge:input:316c8cbc1cb612de","additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"type":"string"},"limit":{"type":"integer","default":12}},"required":["context","game","hero"],"type":"object"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:316c8cbc1cb612de" */;
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
if(data.limit === undefined){
data.limit = 12;
}
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hero === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "context") || (key0 === "game")) || (key0 === "hero")) || (key0 === "limit"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err5 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema26.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err6 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_hero_momentum_input = validate68;
const schema27 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"type":"string","default":""},"limit":{"type":"integer","default":10}},"required":["context","game"],"type":"object"};

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
if(data.hero === undefined){
data.hero = "";
}
if(data.limit === undefined){
data.limit = 10;
}
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "context") || (key0 === "game")) || (key0 === "hero")) || (key0 === "limit"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err4 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema27.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(typeof data.hero !== "string"){
const err5 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_matchup_input = validate70;
const schema28 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"type":"string"},"opponent":{"type":"string"}},"required":["context","game","hero","opponent"],"type":"object"};

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
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hero === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.opponent === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opponent"},message:"must have required property '"+"opponent"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "context") || (key0 === "game")) || (key0 === "hero")) || (key0 === "opponent"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema28.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err7 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.opponent !== undefined){
if(typeof data.opponent !== "string"){
const err8 = {instancePath:instancePath+"/opponent",schemaPath:"#/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_model_track_record_input = validate72;
const schema29 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"limit":{"type":"integer","default":10}},"required":["context"],"type":"object"};

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
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "context") || (key0 === "limit"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
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
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_more_tools_input = validate74;
const schema30 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"}},"required":["context"],"type":"object"};

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
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "context")){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tier_list_input = validate76;
const schema31 = {"additionalProperties":false,"else":{"properties":{"rank":{"pattern":"^(?:low|mid|high|top)?$","type":"string"}}},"if":{"$ref":"urn:mcpforge:input:a2dc1b0a21b1500e"},"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"limit":{"type":"integer","default":20},"rank":{"type":"string","default":""}},"required":["context","game"],"then":{"properties":{"rank":{"pattern":"^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$","type":"string"}}},"type":"object"};
const pattern5 = new RegExp("^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$", "u");
const pattern6 = new RegExp("^(?:low|mid|high|top)?$", "u");

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
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
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rank !== undefined){
let data0 = data.rank;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err0 = {instancePath:instancePath+"/rank",schemaPath:"#/then/properties/rank/pattern",keyword:"pattern",params:{pattern: "^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$"},message:"must match pattern \""+"^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$"+"\""};
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
const err1 = {instancePath:instancePath+"/rank",schemaPath:"#/then/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.rank = true;
props0.game = true;
}
ifClause0 = "then";
}
else {
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rank !== undefined){
let data1 = data.rank;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err2 = {instancePath:instancePath+"/rank",schemaPath:"#/else/properties/rank/pattern",keyword:"pattern",params:{pattern: "^(?:low|mid|high|top)?$"},message:"must match pattern \""+"^(?:low|mid|high|top)?$"+"\""};
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
const err3 = {instancePath:instancePath+"/rank",schemaPath:"#/else/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs6 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = props0 || {};
props0.rank = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
if(data.rank === undefined){
data.rank = "";
}
if(data.context === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.game === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "context") || (key0 === "game")) || (key0 === "limit")) || (key0 === "rank"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data3 = data.game;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data3 === "game_a") || (data3 === "game_b")) || (data3 === "game_c"))){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema31.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data4 = data.limit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data.rank !== "string"){
const err11 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_game_stats_input = validate79;
const schema32 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"event":{"$ref":"urn:mcpforge:input:60c054663d569b33"},"game":{"enum":["game_a","game_b","game_c"],"type":"string","default":"game_a"},"limit":{"type":"integer","default":3},"match_id":{"type":"integer","default":0},"stage":{"type":"string","default":""},"team":{"type":"string","default":""}},"required":["context"],"type":"object"};
const schema33 = {"$id":"urn:mcpforge:input:60c054663d569b33","pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$","type":"string"};
const pattern7 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$", "u");

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:input:60c054663d569b33" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern7.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.game === undefined){
data.game = "game_a";
}
if(data.limit === undefined){
data.limit = 3;
}
if(data.match_id === undefined){
data.match_id = 0;
}
if(data.stage === undefined){
data.stage = "";
}
if(data.team === undefined){
data.team = "";
}
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "context") || (key0 === "event")) || (key0 === "game")) || (key0 === "limit")) || (key0 === "match_id")) || (key0 === "stage")) || (key0 === "team"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.event !== undefined){
if(!(validate81(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
let data2 = data.game;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err3 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema32.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data4 = data.match_id;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/match_id",schemaPath:"#/properties/match_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data.stage !== "string"){
const err6 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data.team !== "string"){
const err7 = {instancePath:instancePath+"/team",schemaPath:"#/properties/team/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_stats_input = validate83;
const schema34 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"event":{"$ref":"urn:mcpforge:input:60c054663d569b33"},"game":{"enum":["game_a","game_b","game_c"],"type":"string","default":"game_a"},"limit":{"type":"integer","default":15}},"required":["context"],"type":"object"};

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
if(data.game === undefined){
data.game = "game_a";
}
if(data.limit === undefined){
data.limit = 15;
}
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "context") || (key0 === "event")) || (key0 === "game")) || (key0 === "limit"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.event !== undefined){
if(!(validate81(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
let data2 = data.game;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err3 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema34.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const lookup_hero_input = validate86;
const schema35 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"game":{"enum":["game_a","game_b","game_c"],"type":"string","default":"game_a"},"query":{"type":"string"}},"required":["context","query"],"type":"object"};

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
if(data.game === undefined){
data.game = "game_a";
}
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.query === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "context") || (key0 === "game")) || (key0 === "query"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
let data1 = data.game;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err4 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema35.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
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
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const predict_winrate_input = validate88;
const schema36 = {"additionalProperties":false,"else":{"properties":{"enemy_heroes":{"maxItems":6,"minItems":6,"type":"array"},"my_heroes":{"maxItems":6,"minItems":6,"type":"array"}}},"if":{"$ref":"urn:mcpforge:input:a2dc1b0a21b1500e"},"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"enemy_heroes":{"$ref":"urn:mcpforge:input:13e93d17ea741a05"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"my_heroes":{"$ref":"urn:mcpforge:input:13e93d17ea741a05"},"my_side":{"enum":["radiant","dire"],"type":"string","default":"radiant"}},"required":["context","enemy_heroes","game","my_heroes"],"then":{"$ref":"urn:mcpforge:input:35092424e13c76a2"},"type":"object"};

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
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
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.enemy_heroes = true;
props0.my_heroes = true;
props0.game = true;
}
ifClause0 = "then";
}
else {
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enemy_heroes !== undefined){
let data0 = data.enemy_heroes;
if(Array.isArray(data0)){
if(data0.length > 6){
const err0 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/else/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.length < 6){
const err1 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/else/properties/enemy_heroes/minItems",keyword:"minItems",params:{limit: 6},message:"must NOT have fewer than 6 items"};
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
const err2 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/else/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data1 = data.my_heroes;
if(Array.isArray(data1)){
if(data1.length > 6){
const err3 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/else/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.length < 6){
const err4 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/else/properties/my_heroes/minItems",keyword:"minItems",params:{limit: 6},message:"must NOT have fewer than 6 items"};
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
const err5 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/else/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = props0 || {};
props0.enemy_heroes = true;
props0.my_heroes = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.my_side === undefined){
data.my_side = "radiant";
}
if(data.context === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.game === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.my_heroes === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_heroes"},message:"must have required property '"+"my_heroes"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "context") || (key0 === "enemy_heroes")) || (key0 === "game")) || (key0 === "my_heroes")) || (key0 === "my_side"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.enemy_heroes !== undefined){
if(!(validate59(data.enemy_heroes, {instancePath:instancePath+"/enemy_heroes",parentData:data,parentDataProperty:"enemy_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data4 = data.game;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data4 === "game_a") || (data4 === "game_b")) || (data4 === "game_c"))){
const err13 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema36.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.my_heroes !== undefined){
if(!(validate59(data.my_heroes, {instancePath:instancePath+"/my_heroes",parentData:data,parentDataProperty:"my_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
let data6 = data.my_side;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data6 === "radiant") || (data6 === "dire"))){
const err15 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema36.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const predict_winrate_batch_input = validate94;
const schema37 = {"additionalProperties":false,"properties":{"candidates":{"items":{"type":"string"},"maxItems":150,"minItems":1,"type":"array"},"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"enemy_heroes":{"items":{"type":"string"},"maxItems":5,"type":"array"},"game":{"const":"game_a","type":"string","default":"game_a"},"my_heroes":{"items":{"type":"string"},"maxItems":4,"type":"array"},"my_side":{"enum":["radiant","dire"],"type":"string","default":"radiant"}},"required":["candidates","context","enemy_heroes","my_heroes"],"type":"object"};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.game === undefined){
data.game = "game_a";
}
if(data.my_side === undefined){
data.my_side = "radiant";
}
if(data.candidates === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "candidates"},message:"must have required property '"+"candidates"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.context === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.my_heroes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_heroes"},message:"must have required property '"+"my_heroes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "candidates") || (key0 === "context")) || (key0 === "enemy_heroes")) || (key0 === "game")) || (key0 === "my_heroes")) || (key0 === "my_side"))){
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
if(data.candidates !== undefined){
let data0 = data.candidates;
if(Array.isArray(data0)){
if(data0.length > 150){
const err5 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/maxItems",keyword:"maxItems",params:{limit: 150},message:"must NOT have more than 150 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.length < 1){
const err6 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err7 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.enemy_heroes !== undefined){
let data3 = data.enemy_heroes;
if(Array.isArray(data3)){
if(data3.length > 5){
const err9 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(typeof data3[i1] !== "string"){
const err10 = {instancePath:instancePath+"/enemy_heroes/" + i1,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data5 = data.game;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("game_a" !== data5){
const err13 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/const",keyword:"const",params:{allowedValue: "game_a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.my_heroes !== undefined){
let data6 = data.my_heroes;
if(Array.isArray(data6)){
if(data6.length > 4){
const err14 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
if(typeof data6[i2] !== "string"){
const err15 = {instancePath:instancePath+"/my_heroes/" + i2,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let data8 = data.my_side;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data8 === "radiant") || (data8 === "dire"))){
const err18 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema37.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_pick_input = validate96;
const schema38 = {"additionalProperties":false,"if":{"$ref":"urn:mcpforge:input:a2dc1b0a21b1500e"},"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"enemy_heroes":{"$ref":"urn:mcpforge:input:13e93d17ea741a05"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"limit":{"type":"integer","default":5},"my_heroes":{"$ref":"urn:mcpforge:input:13e93d17ea741a05","default":[]},"my_side":{"enum":["radiant","dire"],"type":"string","default":"radiant"}},"required":["context","enemy_heroes","game"],"then":{"$ref":"urn:mcpforge:input:35092424e13c76a2"},"type":"object"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
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
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.enemy_heroes = true;
props0.my_heroes = true;
props0.game = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 5;
}
if(data.my_heroes === undefined){
data.my_heroes = [];
}
if(data.my_side === undefined){
data.my_side = "radiant";
}
if(data.context === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.game === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "context") || (key0 === "enemy_heroes")) || (key0 === "game")) || (key0 === "limit")) || (key0 === "my_heroes")) || (key0 === "my_side"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.enemy_heroes !== undefined){
if(!(validate59(data.enemy_heroes, {instancePath:instancePath+"/enemy_heroes",parentData:data,parentDataProperty:"enemy_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.game !== undefined){
let data2 = data.game;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema38.properties.game.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate59(data.my_heroes, {instancePath:instancePath+"/my_heroes",parentData:data,parentDataProperty:"my_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
let data5 = data.my_side;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data5 === "radiant") || (data5 === "dire"))){
const err9 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema38.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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

export const search_input = validate102;
const schema39 = {"additionalProperties":false,"properties":{"context":{"$ref":"urn:mcpforge:input:d62f4ba712ffc29e"},"query":{"type":"string"}},"required":["context","query"],"type":"object"};

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
if(data.context === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.query === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "context") || (key0 === "query"))){
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
if(data.context !== undefined){
if(!(validate57(data.context, {instancePath:instancePath+"/context",parentData:data,parentDataProperty:"context",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
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
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const analyze_draft_output = validate104;
const schema40 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"enemy_heroes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"enemy_win_rate_pct":{"maximum":100,"minimum":0,"type":["number","null"]},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"model":{"$ref":"urn:mcpforge:output:d3b7e38e1b16b7d5"},"my_heroes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"my_side":{"enum":["radiant","dire"],"type":"string"},"my_win_rate_interval":{"additionalProperties":false,"properties":{"basis":{"type":"string"},"favourite_range":{"type":"string"},"favourite_wins":{"minimum":0,"type":"integer"},"high_pct":{"maximum":100,"minimum":0,"type":"number"},"level":{"const":0.95,"type":"number"},"low_pct":{"maximum":100,"minimum":0,"type":"number"},"method":{"enum":["wilson_score"],"type":"string"},"n":{"minimum":1,"type":"integer"},"observed_favourite_win_rate_pct":{"maximum":100,"minimum":0,"type":"number"},"sample_data":{"type":"boolean"}},"required":["basis","favourite_range","favourite_wins","high_pct","level","low_pct","method","n","observed_favourite_win_rate_pct","sample_data"],"type":["object","null"]},"my_win_rate_pct":{"maximum":100,"minimum":0,"type":["number","null"]},"prediction_status":{"enum":["calibrated","insufficient_data","needs_full_rosters","not_evaluated"],"type":"string"},"recommendation_metric":{"$ref":"urn:mcpforge:output:c17df6c6fbf27860"},"recommendations":{"$ref":"urn:mcpforge:output:098480158e7d52f0"},"source_url":{"format":"uri","type":"string"},"unrecognised":{"$ref":"urn:mcpforge:output:a0b7c4b7d8f09076"}},"required":["citation","enemy_heroes","enemy_win_rate_pct","game","model","my_heroes","my_side","my_win_rate_interval","my_win_rate_pct","prediction_status","recommendation_metric","recommendations","source_url","unrecognised"],"type":"object"};
const func1 = Object.prototype.hasOwnProperty;
const schema41 = {"$id":"urn:mcpforge:output:2a6d7578328a426f","items":{"type":"string"},"type":"array"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:2a6d7578328a426f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
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
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema42 = {"$id":"urn:mcpforge:output:d3b7e38e1b16b7d5","additionalProperties":false,"properties":{"evaluation":{"additionalProperties":false,"properties":{"acc":{"type":"number"},"bce":{"type":"number"},"decided_at":{"format":"date-time","type":"string"},"ece":{"type":"number"},"evaluated_at":{"format":"date-time","type":"string"},"holdout_n":{"minimum":0,"type":"integer"},"in_ledger":{"type":"boolean"},"train_acc":{"type":"number"},"train_ece":{"type":"number"},"train_n":{"minimum":0,"type":"integer"}},"required":["acc","bce","decided_at","ece","evaluated_at","holdout_n","in_ledger","train_acc","train_ece","train_n"],"type":["object","null"]},"minimum_matches":{"minimum":0,"type":"integer"},"status":{"enum":["calibrated","not_evaluated","insufficient_data"],"type":"string"},"training_matches":{"minimum":0,"type":"integer"}},"required":["evaluation","minimum_matches","status","training_matches"],"type":"object"};
const formats0 = __ajv_dep0.fullFormats["date-time"];

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:d3b7e38e1b16b7d5" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.evaluation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "evaluation"},message:"must have required property '"+"evaluation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.minimum_matches === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minimum_matches"},message:"must have required property '"+"minimum_matches"+"'"};
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
if(data.training_matches === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "training_matches"},message:"must have required property '"+"training_matches"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "evaluation") || (key0 === "minimum_matches")) || (key0 === "status")) || (key0 === "training_matches"))){
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
if(data.evaluation !== undefined){
let data0 = data.evaluation;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
const err5 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/type",keyword:"type",params:{type: schema42.properties.evaluation.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.acc === undefined){
const err6 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "acc"},message:"must have required property '"+"acc"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.bce === undefined){
const err7 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "bce"},message:"must have required property '"+"bce"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.decided_at === undefined){
const err8 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "decided_at"},message:"must have required property '"+"decided_at"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.ece === undefined){
const err9 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "ece"},message:"must have required property '"+"ece"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.evaluated_at === undefined){
const err10 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "evaluated_at"},message:"must have required property '"+"evaluated_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.holdout_n === undefined){
const err11 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "holdout_n"},message:"must have required property '"+"holdout_n"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.in_ledger === undefined){
const err12 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "in_ledger"},message:"must have required property '"+"in_ledger"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.train_acc === undefined){
const err13 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "train_acc"},message:"must have required property '"+"train_acc"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data0.train_ece === undefined){
const err14 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "train_ece"},message:"must have required property '"+"train_ece"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0.train_n === undefined){
const err15 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/required",keyword:"required",params:{missingProperty: "train_n"},message:"must have required property '"+"train_n"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema42.properties.evaluation.properties, key1))){
const err16 = {instancePath:instancePath+"/evaluation",schemaPath:"#/properties/evaluation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.acc !== undefined){
let data1 = data0.acc;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err17 = {instancePath:instancePath+"/evaluation/acc",schemaPath:"#/properties/evaluation/properties/acc/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.bce !== undefined){
let data2 = data0.bce;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err18 = {instancePath:instancePath+"/evaluation/bce",schemaPath:"#/properties/evaluation/properties/bce/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.decided_at !== undefined){
let data3 = data0.decided_at;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err19 = {instancePath:instancePath+"/evaluation/decided_at",schemaPath:"#/properties/evaluation/properties/decided_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err20 = {instancePath:instancePath+"/evaluation/decided_at",schemaPath:"#/properties/evaluation/properties/decided_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.ece !== undefined){
let data4 = data0.ece;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err21 = {instancePath:instancePath+"/evaluation/ece",schemaPath:"#/properties/evaluation/properties/ece/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.evaluated_at !== undefined){
let data5 = data0.evaluated_at;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err22 = {instancePath:instancePath+"/evaluation/evaluated_at",schemaPath:"#/properties/evaluation/properties/evaluated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err23 = {instancePath:instancePath+"/evaluation/evaluated_at",schemaPath:"#/properties/evaluation/properties/evaluated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.holdout_n !== undefined){
let data6 = data0.holdout_n;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err24 = {instancePath:instancePath+"/evaluation/holdout_n",schemaPath:"#/properties/evaluation/properties/holdout_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/evaluation/holdout_n",schemaPath:"#/properties/evaluation/properties/holdout_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.in_ledger !== undefined){
if(typeof data0.in_ledger !== "boolean"){
const err26 = {instancePath:instancePath+"/evaluation/in_ledger",schemaPath:"#/properties/evaluation/properties/in_ledger/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data0.train_acc !== undefined){
let data8 = data0.train_acc;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/evaluation/train_acc",schemaPath:"#/properties/evaluation/properties/train_acc/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.train_ece !== undefined){
let data9 = data0.train_ece;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err28 = {instancePath:instancePath+"/evaluation/train_ece",schemaPath:"#/properties/evaluation/properties/train_ece/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.train_n !== undefined){
let data10 = data0.train_n;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err29 = {instancePath:instancePath+"/evaluation/train_n",schemaPath:"#/properties/evaluation/properties/train_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/evaluation/train_n",schemaPath:"#/properties/evaluation/properties/train_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
if(data.minimum_matches !== undefined){
let data11 = data.minimum_matches;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/minimum_matches",schemaPath:"#/properties/minimum_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err32 = {instancePath:instancePath+"/minimum_matches",schemaPath:"#/properties/minimum_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.status !== undefined){
let data12 = data.status;
if(typeof data12 !== "string"){
const err33 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(((data12 === "calibrated") || (data12 === "not_evaluated")) || (data12 === "insufficient_data"))){
const err34 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.training_matches !== undefined){
let data13 = data.training_matches;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err35 = {instancePath:instancePath+"/training_matches",schemaPath:"#/properties/training_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/training_matches",schemaPath:"#/properties/training_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema43 = {"$id":"urn:mcpforge:output:c17df6c6fbf27860","enum":["calibrated_model","empirical_pair_data"],"type":"string"};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:c17df6c6fbf27860" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
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
if(!((data === "calibrated_model") || (data === "empirical_pair_data"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema44 = {"$id":"urn:mcpforge:output:098480158e7d52f0","items":{"additionalProperties":false,"properties":{"empirical_score":{"type":["number","null"]},"hero":{"type":"string"},"metric_label":{"type":"string"},"shortName":{"type":"string"},"win_rate_pct":{"maximum":100,"minimum":0,"type":["number","null"]}},"required":["empirical_score","hero","metric_label","shortName","win_rate_pct"],"type":"object"},"type":"array"};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:098480158e7d52f0" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
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
if(data0.empirical_score === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "empirical_score"},message:"must have required property '"+"empirical_score"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.hero === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.metric_label === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "metric_label"},message:"must have required property '"+"metric_label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.shortName === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.win_rate_pct === undefined){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data0){
if(!(((((key0 === "empirical_score") || (key0 === "hero")) || (key0 === "metric_label")) || (key0 === "shortName")) || (key0 === "win_rate_pct"))){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.empirical_score !== undefined){
let data1 = data0.empirical_score;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err6 = {instancePath:instancePath+"/" + i0+"/empirical_score",schemaPath:"#/items/properties/empirical_score/type",keyword:"type",params:{type: schema44.items.properties.empirical_score.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.hero !== undefined){
if(typeof data0.hero !== "string"){
const err7 = {instancePath:instancePath+"/" + i0+"/hero",schemaPath:"#/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.metric_label !== undefined){
if(typeof data0.metric_label !== "string"){
const err8 = {instancePath:instancePath+"/" + i0+"/metric_label",schemaPath:"#/items/properties/metric_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.shortName !== undefined){
if(typeof data0.shortName !== "string"){
const err9 = {instancePath:instancePath+"/" + i0+"/shortName",schemaPath:"#/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.win_rate_pct !== undefined){
let data5 = data0.win_rate_pct;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err10 = {instancePath:instancePath+"/" + i0+"/win_rate_pct",schemaPath:"#/items/properties/win_rate_pct/type",keyword:"type",params:{type: schema44.items.properties.win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/" + i0+"/win_rate_pct",schemaPath:"#/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/" + i0+"/win_rate_pct",schemaPath:"#/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err13 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"$id":"urn:mcpforge:output:a0b7c4b7d8f09076","items":{"additionalProperties":false,"properties":{"field":{"type":"string"},"name":{"type":"string"}},"required":["field","name"],"type":"object"},"type":"array"};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:a0b7c4b7d8f09076" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
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
if(data0.field === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
if(!((key0 === "field") || (key0 === "name"))){
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
if(data0.field !== undefined){
if(typeof data0.field !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/field",schemaPath:"#/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err4 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const formats4 = __ajv_dep0.fullFormats.uri;

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.enemy_win_rate_pct === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_win_rate_pct"},message:"must have required property '"+"enemy_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.game === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.my_heroes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_heroes"},message:"must have required property '"+"my_heroes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.my_side === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_side"},message:"must have required property '"+"my_side"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.my_win_rate_interval === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_win_rate_interval"},message:"must have required property '"+"my_win_rate_interval"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.my_win_rate_pct === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_win_rate_pct"},message:"must have required property '"+"my_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.prediction_status === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prediction_status"},message:"must have required property '"+"prediction_status"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.recommendation_metric === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendation_metric"},message:"must have required property '"+"recommendation_metric"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.recommendations === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendations"},message:"must have required property '"+"recommendations"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.source_url === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.unrecognised === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unrecognised"},message:"must have required property '"+"unrecognised"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema40.properties, key0))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err15 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
if(!(validate105(data.enemy_heroes, {instancePath:instancePath+"/enemy_heroes",parentData:data,parentDataProperty:"enemy_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.enemy_win_rate_pct !== undefined){
let data2 = data.enemy_win_rate_pct;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err16 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/type",keyword:"type",params:{type: schema40.properties.enemy_win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err18 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.game !== undefined){
let data3 = data.game;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data3 === "game_a") || (data3 === "game_b")) || (data3 === "game_c"))){
const err20 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema40.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.model !== undefined){
if(!(validate107(data.model, {instancePath:instancePath+"/model",parentData:data,parentDataProperty:"model",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data.my_heroes !== undefined){
if(!(validate105(data.my_heroes, {instancePath:instancePath+"/my_heroes",parentData:data,parentDataProperty:"my_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.my_side !== undefined){
let data6 = data.my_side;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data6 === "radiant") || (data6 === "dire"))){
const err22 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema40.properties.my_side.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.my_win_rate_interval !== undefined){
let data7 = data.my_win_rate_interval;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (data7 !== null)){
const err23 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/type",keyword:"type",params:{type: schema40.properties.my_win_rate_interval.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.basis === undefined){
const err24 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "basis"},message:"must have required property '"+"basis"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.favourite_range === undefined){
const err25 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "favourite_range"},message:"must have required property '"+"favourite_range"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.favourite_wins === undefined){
const err26 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "favourite_wins"},message:"must have required property '"+"favourite_wins"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.high_pct === undefined){
const err27 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "high_pct"},message:"must have required property '"+"high_pct"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.level === undefined){
const err28 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7.low_pct === undefined){
const err29 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "low_pct"},message:"must have required property '"+"low_pct"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7.method === undefined){
const err30 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data7.n === undefined){
const err31 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "n"},message:"must have required property '"+"n"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data7.observed_favourite_win_rate_pct === undefined){
const err32 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "observed_favourite_win_rate_pct"},message:"must have required property '"+"observed_favourite_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data7.sample_data === undefined){
const err33 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/required",keyword:"required",params:{missingProperty: "sample_data"},message:"must have required property '"+"sample_data"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data7){
if(!(func1.call(schema40.properties.my_win_rate_interval.properties, key1))){
const err34 = {instancePath:instancePath+"/my_win_rate_interval",schemaPath:"#/properties/my_win_rate_interval/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data7.basis !== undefined){
if(typeof data7.basis !== "string"){
const err35 = {instancePath:instancePath+"/my_win_rate_interval/basis",schemaPath:"#/properties/my_win_rate_interval/properties/basis/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data7.favourite_range !== undefined){
if(typeof data7.favourite_range !== "string"){
const err36 = {instancePath:instancePath+"/my_win_rate_interval/favourite_range",schemaPath:"#/properties/my_win_rate_interval/properties/favourite_range/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.favourite_wins !== undefined){
let data10 = data7.favourite_wins;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err37 = {instancePath:instancePath+"/my_win_rate_interval/favourite_wins",schemaPath:"#/properties/my_win_rate_interval/properties/favourite_wins/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/my_win_rate_interval/favourite_wins",schemaPath:"#/properties/my_win_rate_interval/properties/favourite_wins/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.high_pct !== undefined){
let data11 = data7.high_pct;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/my_win_rate_interval/high_pct",schemaPath:"#/properties/my_win_rate_interval/properties/high_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err40 = {instancePath:instancePath+"/my_win_rate_interval/high_pct",schemaPath:"#/properties/my_win_rate_interval/properties/high_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err41 = {instancePath:instancePath+"/my_win_rate_interval/high_pct",schemaPath:"#/properties/my_win_rate_interval/properties/high_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data7.level !== undefined){
let data12 = data7.level;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err42 = {instancePath:instancePath+"/my_win_rate_interval/level",schemaPath:"#/properties/my_win_rate_interval/properties/level/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(0.95 !== data12){
const err43 = {instancePath:instancePath+"/my_win_rate_interval/level",schemaPath:"#/properties/my_win_rate_interval/properties/level/const",keyword:"const",params:{allowedValue: 0.95},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data7.low_pct !== undefined){
let data13 = data7.low_pct;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 100 || isNaN(data13)){
const err44 = {instancePath:instancePath+"/my_win_rate_interval/low_pct",schemaPath:"#/properties/my_win_rate_interval/properties/low_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err45 = {instancePath:instancePath+"/my_win_rate_interval/low_pct",schemaPath:"#/properties/my_win_rate_interval/properties/low_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err46 = {instancePath:instancePath+"/my_win_rate_interval/low_pct",schemaPath:"#/properties/my_win_rate_interval/properties/low_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data7.method !== undefined){
let data14 = data7.method;
if(typeof data14 !== "string"){
const err47 = {instancePath:instancePath+"/my_win_rate_interval/method",schemaPath:"#/properties/my_win_rate_interval/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(data14 === "wilson_score")){
const err48 = {instancePath:instancePath+"/my_win_rate_interval/method",schemaPath:"#/properties/my_win_rate_interval/properties/method/enum",keyword:"enum",params:{allowedValues: schema40.properties.my_win_rate_interval.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data7.n !== undefined){
let data15 = data7.n;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err49 = {instancePath:instancePath+"/my_win_rate_interval/n",schemaPath:"#/properties/my_win_rate_interval/properties/n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err50 = {instancePath:instancePath+"/my_win_rate_interval/n",schemaPath:"#/properties/my_win_rate_interval/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data7.observed_favourite_win_rate_pct !== undefined){
let data16 = data7.observed_favourite_win_rate_pct;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100 || isNaN(data16)){
const err51 = {instancePath:instancePath+"/my_win_rate_interval/observed_favourite_win_rate_pct",schemaPath:"#/properties/my_win_rate_interval/properties/observed_favourite_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err52 = {instancePath:instancePath+"/my_win_rate_interval/observed_favourite_win_rate_pct",schemaPath:"#/properties/my_win_rate_interval/properties/observed_favourite_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/my_win_rate_interval/observed_favourite_win_rate_pct",schemaPath:"#/properties/my_win_rate_interval/properties/observed_favourite_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data7.sample_data !== undefined){
if(typeof data7.sample_data !== "boolean"){
const err54 = {instancePath:instancePath+"/my_win_rate_interval/sample_data",schemaPath:"#/properties/my_win_rate_interval/properties/sample_data/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
}
if(data.my_win_rate_pct !== undefined){
let data18 = data.my_win_rate_pct;
if((!((typeof data18 == "number") && (isFinite(data18)))) && (data18 !== null)){
const err55 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/type",keyword:"type",params:{type: schema40.properties.my_win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100 || isNaN(data18)){
const err56 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err57 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.prediction_status !== undefined){
let data19 = data.prediction_status;
if(typeof data19 !== "string"){
const err58 = {instancePath:instancePath+"/prediction_status",schemaPath:"#/properties/prediction_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!((((data19 === "calibrated") || (data19 === "insufficient_data")) || (data19 === "needs_full_rosters")) || (data19 === "not_evaluated"))){
const err59 = {instancePath:instancePath+"/prediction_status",schemaPath:"#/properties/prediction_status/enum",keyword:"enum",params:{allowedValues: schema40.properties.prediction_status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.recommendation_metric !== undefined){
if(!(validate110(data.recommendation_metric, {instancePath:instancePath+"/recommendation_metric",parentData:data,parentDataProperty:"recommendation_metric",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.recommendations !== undefined){
if(!(validate112(data.recommendations, {instancePath:instancePath+"/recommendations",parentData:data,parentDataProperty:"recommendations",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.source_url !== undefined){
let data22 = data.source_url;
if(typeof data22 === "string"){
if(!(formats4(data22))){
const err60 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.unrecognised !== undefined){
if(!(validate114(data.unrecognised, {instancePath:instancePath+"/unrecognised",parentData:data,parentDataProperty:"unrecognised",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
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
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fetch_output = validate116;
const schema46 = {"additionalProperties":false,"properties":{"id":{"type":"string"},"text":{"type":"string"},"title":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["id","text","title","url"],"type":"object"};

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
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.title === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
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
if(!((((key0 === "id") || (key0 === "text")) || (key0 === "title")) || (key0 === "url"))){
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
if(data.id !== undefined){
if(typeof data.id !== "string"){
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
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.url !== undefined){
let data3 = data.url;
if(typeof data3 === "string"){
if(!(formats4(data3))){
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
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_ban_rates_output = validate117;
const schema47 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"heroes":{"items":{"additionalProperties":false,"properties":{"ban_rate_pct":{"maximum":100,"minimum":0,"type":"number"},"hero":{"type":"string"},"matches":{"minimum":0,"type":"integer"},"small_sample":{"type":"boolean"}},"required":["ban_rate_pct","hero","matches","small_sample"],"type":"object"},"type":"array"},"source_url":{"format":"uri","type":"string"},"total_matches":{"minimum":0,"type":"integer"}},"required":["citation","game","heroes","source_url","total_matches"],"type":"object"};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.heroes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heroes"},message:"must have required property '"+"heroes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.source_url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.total_matches === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_matches"},message:"must have required property '"+"total_matches"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "citation") || (key0 === "game")) || (key0 === "heroes")) || (key0 === "source_url")) || (key0 === "total_matches"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err6 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema47.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heroes !== undefined){
let data2 = data.heroes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.ban_rate_pct === undefined){
const err9 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "ban_rate_pct"},message:"must have required property '"+"ban_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.hero === undefined){
const err10 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.matches === undefined){
const err11 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.small_sample === undefined){
const err12 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "small_sample"},message:"must have required property '"+"small_sample"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "ban_rate_pct") || (key1 === "hero")) || (key1 === "matches")) || (key1 === "small_sample"))){
const err13 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.ban_rate_pct !== undefined){
let data4 = data3.ban_rate_pct;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/heroes/" + i0+"/ban_rate_pct",schemaPath:"#/properties/heroes/items/properties/ban_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/heroes/" + i0+"/ban_rate_pct",schemaPath:"#/properties/heroes/items/properties/ban_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err16 = {instancePath:instancePath+"/heroes/" + i0+"/ban_rate_pct",schemaPath:"#/properties/heroes/items/properties/ban_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.hero !== undefined){
if(typeof data3.hero !== "string"){
const err17 = {instancePath:instancePath+"/heroes/" + i0+"/hero",schemaPath:"#/properties/heroes/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.matches !== undefined){
let data6 = data3.matches;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.small_sample !== undefined){
if(typeof data3.small_sample !== "boolean"){
const err20 = {instancePath:instancePath+"/heroes/" + i0+"/small_sample",schemaPath:"#/properties/heroes/items/properties/small_sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err21 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/heroes",schemaPath:"#/properties/heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.source_url !== undefined){
let data8 = data.source_url;
if(typeof data8 === "string"){
if(!(formats4(data8))){
const err23 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err24 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.total_matches !== undefined){
let data9 = data.total_matches;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_counters_output = validate118;
const schema48 = {"additionalProperties":false,"properties":{"best_against":{"$ref":"urn:mcpforge:output:1d3fd9c7072b042a"},"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"type":"string"},"source_url":{"format":"uri","type":"string"},"worst_against":{"$ref":"urn:mcpforge:output:1d3fd9c7072b042a"}},"required":["best_against","citation","game","hero","source_url","worst_against"],"type":"object"};
const schema49 = {"$id":"urn:mcpforge:output:1d3fd9c7072b042a","items":{"additionalProperties":false,"properties":{"hero":{"type":"string"},"matches":{"minimum":0,"type":"integer"},"opponent":{"type":"string"},"small_sample":{"type":"boolean"},"winrate_pct":{"maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","opponent","small_sample","winrate_pct"],"type":"object"},"type":"array"};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:1d3fd9c7072b042a" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
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
if(data0.hero === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.matches === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.opponent === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "opponent"},message:"must have required property '"+"opponent"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.small_sample === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "small_sample"},message:"must have required property '"+"small_sample"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.winrate_pct === undefined){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data0){
if(!(((((key0 === "hero") || (key0 === "matches")) || (key0 === "opponent")) || (key0 === "small_sample")) || (key0 === "winrate_pct"))){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.hero !== undefined){
if(typeof data0.hero !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/hero",schemaPath:"#/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.matches !== undefined){
let data2 = data0.matches;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/" + i0+"/matches",schemaPath:"#/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/" + i0+"/matches",schemaPath:"#/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.opponent !== undefined){
if(typeof data0.opponent !== "string"){
const err9 = {instancePath:instancePath+"/" + i0+"/opponent",schemaPath:"#/items/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.small_sample !== undefined){
if(typeof data0.small_sample !== "boolean"){
const err10 = {instancePath:instancePath+"/" + i0+"/small_sample",schemaPath:"#/items/properties/small_sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.winrate_pct !== undefined){
let data5 = data0.winrate_pct;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/" + i0+"/winrate_pct",schemaPath:"#/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/" + i0+"/winrate_pct",schemaPath:"#/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err13 = {instancePath:instancePath+"/" + i0+"/winrate_pct",schemaPath:"#/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err14 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.best_against === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "best_against"},message:"must have required property '"+"best_against"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.game === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.hero === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.source_url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.worst_against === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "worst_against"},message:"must have required property '"+"worst_against"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "best_against") || (key0 === "citation")) || (key0 === "game")) || (key0 === "hero")) || (key0 === "source_url")) || (key0 === "worst_against"))){
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
if(data.best_against !== undefined){
if(!(validate119(data.best_against, {instancePath:instancePath+"/best_against",parentData:data,parentDataProperty:"best_against",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err7 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.game !== undefined){
let data2 = data.game;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema48.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err10 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.source_url !== undefined){
let data4 = data.source_url;
if(typeof data4 === "string"){
if(!(formats4(data4))){
const err11 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err12 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.worst_against !== undefined){
if(!(validate119(data.worst_against, {instancePath:instancePath+"/worst_against",parentData:data,parentDataProperty:"worst_against",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
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
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_hero_momentum_output = validate122;
const schema50 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"movers":{"items":{"additionalProperties":false,"properties":{"delta_pp":{"type":"number"},"hero":{"type":"string"},"matches":{"minimum":0,"type":"integer"},"previous_win_rate_pct":{"maximum":100,"minimum":0,"type":"number"},"small_sample":{"type":"boolean"},"win_rate_pct":{"maximum":100,"minimum":0,"type":"number"}},"required":["delta_pp","hero","matches","previous_win_rate_pct","small_sample","win_rate_pct"],"type":"object"},"type":"array"},"source_url":{"format":"uri","type":"string"}},"required":["citation","game","movers","source_url"],"type":"object"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.movers === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "movers"},message:"must have required property '"+"movers"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.source_url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "citation") || (key0 === "game")) || (key0 === "movers")) || (key0 === "source_url"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err5 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema50.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.movers !== undefined){
let data2 = data.movers;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.delta_pp === undefined){
const err8 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "delta_pp"},message:"must have required property '"+"delta_pp"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.hero === undefined){
const err9 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.matches === undefined){
const err10 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.previous_win_rate_pct === undefined){
const err11 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "previous_win_rate_pct"},message:"must have required property '"+"previous_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.small_sample === undefined){
const err12 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "small_sample"},message:"must have required property '"+"small_sample"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.win_rate_pct === undefined){
const err13 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "delta_pp") || (key1 === "hero")) || (key1 === "matches")) || (key1 === "previous_win_rate_pct")) || (key1 === "small_sample")) || (key1 === "win_rate_pct"))){
const err14 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.delta_pp !== undefined){
let data4 = data3.delta_pp;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/movers/" + i0+"/delta_pp",schemaPath:"#/properties/movers/items/properties/delta_pp/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.hero !== undefined){
if(typeof data3.hero !== "string"){
const err16 = {instancePath:instancePath+"/movers/" + i0+"/hero",schemaPath:"#/properties/movers/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.matches !== undefined){
let data6 = data3.matches;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/movers/" + i0+"/matches",schemaPath:"#/properties/movers/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err18 = {instancePath:instancePath+"/movers/" + i0+"/matches",schemaPath:"#/properties/movers/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.previous_win_rate_pct !== undefined){
let data7 = data3.previous_win_rate_pct;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/movers/" + i0+"/previous_win_rate_pct",schemaPath:"#/properties/movers/items/properties/previous_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/movers/" + i0+"/previous_win_rate_pct",schemaPath:"#/properties/movers/items/properties/previous_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err21 = {instancePath:instancePath+"/movers/" + i0+"/previous_win_rate_pct",schemaPath:"#/properties/movers/items/properties/previous_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.small_sample !== undefined){
if(typeof data3.small_sample !== "boolean"){
const err22 = {instancePath:instancePath+"/movers/" + i0+"/small_sample",schemaPath:"#/properties/movers/items/properties/small_sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.win_rate_pct !== undefined){
let data9 = data3.win_rate_pct;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/movers/" + i0+"/win_rate_pct",schemaPath:"#/properties/movers/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err24 = {instancePath:instancePath+"/movers/" + i0+"/win_rate_pct",schemaPath:"#/properties/movers/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err25 = {instancePath:instancePath+"/movers/" + i0+"/win_rate_pct",schemaPath:"#/properties/movers/items/properties/win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err26 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/movers",schemaPath:"#/properties/movers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.source_url !== undefined){
let data10 = data.source_url;
if(typeof data10 === "string"){
if(!(formats4(data10))){
const err28 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err29 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_matchup_output = validate123;
const schema51 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"type":"string"},"matches":{"minimum":0,"type":"integer"},"opponent":{"type":"string"},"small_sample":{"type":"boolean"},"source_url":{"format":"uri","type":"string"},"winrate_pct":{"maximum":100,"minimum":0,"type":"number"}},"required":["citation","game","hero","matches","opponent","small_sample","source_url","winrate_pct"],"type":"object"};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hero === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.matches === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.opponent === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opponent"},message:"must have required property '"+"opponent"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.small_sample === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "small_sample"},message:"must have required property '"+"small_sample"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.source_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.winrate_pct === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "citation") || (key0 === "game")) || (key0 === "hero")) || (key0 === "matches")) || (key0 === "opponent")) || (key0 === "small_sample")) || (key0 === "source_url")) || (key0 === "winrate_pct"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err9 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err11 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema51.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err12 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.matches !== undefined){
let data3 = data.matches;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err14 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.opponent !== undefined){
if(typeof data.opponent !== "string"){
const err15 = {instancePath:instancePath+"/opponent",schemaPath:"#/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.small_sample !== undefined){
if(typeof data.small_sample !== "boolean"){
const err16 = {instancePath:instancePath+"/small_sample",schemaPath:"#/properties/small_sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.source_url !== undefined){
let data6 = data.source_url;
if(typeof data6 === "string"){
if(!(formats4(data6))){
const err17 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err18 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.winrate_pct !== undefined){
let data7 = data.winrate_pct;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/winrate_pct",schemaPath:"#/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/winrate_pct",schemaPath:"#/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err21 = {instancePath:instancePath+"/winrate_pct",schemaPath:"#/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_model_track_record_output = validate124;
const schema52 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"generated_at":{"format":"date-time","type":"string"},"ledger":{"items":{"additionalProperties":false,"properties":{"challenger":{"$ref":"urn:mcpforge:output:becd2966720ec16d"},"champion":{"$ref":"urn:mcpforge:output:becd2966720ec16d"},"decided_at":{"format":"date-time","type":"string"},"evaluated_at":{"format":"date-time","type":["string","null"]},"promote":{"type":"boolean"}},"required":["challenger","champion","decided_at","promote"],"type":"object"},"type":"array"},"source_url":{"format":"uri","type":"string"},"total_evaluations":{"minimum":0,"type":"integer"},"total_promotions":{"minimum":0,"type":"integer"}},"required":["citation","generated_at","ledger","source_url","total_evaluations","total_promotions"],"type":"object"};
const schema53 = {"$id":"urn:mcpforge:output:becd2966720ec16d","additionalProperties":false,"properties":{"acc":{"type":"number"},"bce":{"type":"number"},"ece":{"type":"number"},"holdout_n":{"minimum":0,"type":"integer"},"train_acc":{"type":"number"},"train_bce":{"type":"number"},"train_ece":{"type":"number"},"train_n":{"minimum":0,"type":"integer"}},"required":["acc","bce","ece","holdout_n"],"type":"object"};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:becd2966720ec16d" */;
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
if(data.acc === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acc"},message:"must have required property '"+"acc"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.bce === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bce"},message:"must have required property '"+"bce"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ece === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ece"},message:"must have required property '"+"ece"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.holdout_n === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "holdout_n"},message:"must have required property '"+"holdout_n"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "acc") || (key0 === "bce")) || (key0 === "ece")) || (key0 === "holdout_n")) || (key0 === "train_acc")) || (key0 === "train_bce")) || (key0 === "train_ece")) || (key0 === "train_n"))){
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
if(data.acc !== undefined){
let data0 = data.acc;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/acc",schemaPath:"#/properties/acc/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.bce !== undefined){
let data1 = data.bce;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/bce",schemaPath:"#/properties/bce/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ece !== undefined){
let data2 = data.ece;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/ece",schemaPath:"#/properties/ece/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.holdout_n !== undefined){
let data3 = data.holdout_n;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/holdout_n",schemaPath:"#/properties/holdout_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/holdout_n",schemaPath:"#/properties/holdout_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.train_acc !== undefined){
let data4 = data.train_acc;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/train_acc",schemaPath:"#/properties/train_acc/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.train_bce !== undefined){
let data5 = data.train_bce;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/train_bce",schemaPath:"#/properties/train_bce/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.train_ece !== undefined){
let data6 = data.train_ece;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err12 = {instancePath:instancePath+"/train_ece",schemaPath:"#/properties/train_ece/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.train_n !== undefined){
let data7 = data.train_n;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err13 = {instancePath:instancePath+"/train_n",schemaPath:"#/properties/train_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err14 = {instancePath:instancePath+"/train_n",schemaPath:"#/properties/train_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.generated_at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "generated_at"},message:"must have required property '"+"generated_at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ledger === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ledger"},message:"must have required property '"+"ledger"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.source_url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.total_evaluations === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_evaluations"},message:"must have required property '"+"total_evaluations"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.total_promotions === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_promotions"},message:"must have required property '"+"total_promotions"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "citation") || (key0 === "generated_at")) || (key0 === "ledger")) || (key0 === "source_url")) || (key0 === "total_evaluations")) || (key0 === "total_promotions"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err7 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generated_at !== undefined){
let data1 = data.generated_at;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err8 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err9 = {instancePath:instancePath+"/generated_at",schemaPath:"#/properties/generated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.ledger !== undefined){
let data2 = data.ledger;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.challenger === undefined){
const err10 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/required",keyword:"required",params:{missingProperty: "challenger"},message:"must have required property '"+"challenger"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.champion === undefined){
const err11 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/required",keyword:"required",params:{missingProperty: "champion"},message:"must have required property '"+"champion"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.decided_at === undefined){
const err12 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/required",keyword:"required",params:{missingProperty: "decided_at"},message:"must have required property '"+"decided_at"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.promote === undefined){
const err13 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/required",keyword:"required",params:{missingProperty: "promote"},message:"must have required property '"+"promote"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "challenger") || (key1 === "champion")) || (key1 === "decided_at")) || (key1 === "evaluated_at")) || (key1 === "promote"))){
const err14 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.challenger !== undefined){
if(!(validate125(data3.challenger, {instancePath:instancePath+"/ledger/" + i0+"/challenger",parentData:data3,parentDataProperty:"challenger",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data3.champion !== undefined){
if(!(validate125(data3.champion, {instancePath:instancePath+"/ledger/" + i0+"/champion",parentData:data3,parentDataProperty:"champion",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data3.decided_at !== undefined){
let data6 = data3.decided_at;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err15 = {instancePath:instancePath+"/ledger/" + i0+"/decided_at",schemaPath:"#/properties/ledger/items/properties/decided_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err16 = {instancePath:instancePath+"/ledger/" + i0+"/decided_at",schemaPath:"#/properties/ledger/items/properties/decided_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.evaluated_at !== undefined){
let data7 = data3.evaluated_at;
if((typeof data7 !== "string") && (data7 !== null)){
const err17 = {instancePath:instancePath+"/ledger/" + i0+"/evaluated_at",schemaPath:"#/properties/ledger/items/properties/evaluated_at/type",keyword:"type",params:{type: schema52.properties.ledger.items.properties.evaluated_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
const err18 = {instancePath:instancePath+"/ledger/" + i0+"/evaluated_at",schemaPath:"#/properties/ledger/items/properties/evaluated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data3.promote !== undefined){
if(typeof data3.promote !== "boolean"){
const err19 = {instancePath:instancePath+"/ledger/" + i0+"/promote",schemaPath:"#/properties/ledger/items/properties/promote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err20 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/ledger",schemaPath:"#/properties/ledger/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats4(data9))){
const err22 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err23 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.total_evaluations !== undefined){
let data10 = data.total_evaluations;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err24 = {instancePath:instancePath+"/total_evaluations",schemaPath:"#/properties/total_evaluations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/total_evaluations",schemaPath:"#/properties/total_evaluations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.total_promotions !== undefined){
let data11 = data.total_promotions;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/total_promotions",schemaPath:"#/properties/total_promotions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/total_promotions",schemaPath:"#/properties/total_promotions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_more_tools_output = validate128;
const schema54 = {"additionalProperties":false,"properties":{"available":{"type":"boolean"},"message":{"type":"string"},"tools":{"items":{"additionalProperties":false,"properties":{"description":{"type":"string"},"name":{"type":"string"}},"required":["description","name"],"type":"object"},"type":"array"}},"required":["available","message","tools"],"type":"object"};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.available === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "available"},message:"must have required property '"+"available"+"'"};
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
if(data.tools === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tools"},message:"must have required property '"+"tools"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "available") || (key0 === "message")) || (key0 === "tools"))){
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
if(data.available !== undefined){
if(typeof data.available !== "boolean"){
const err4 = {instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
if(typeof data.message !== "string"){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tools !== undefined){
let data2 = data.tools;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.description === undefined){
const err6 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.name === undefined){
const err7 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "description") || (key1 === "name"))){
const err8 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.description !== undefined){
if(typeof data3.description !== "string"){
const err9 = {instancePath:instancePath+"/tools/" + i0+"/description",schemaPath:"#/properties/tools/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err10 = {instancePath:instancePath+"/tools/" + i0+"/name",schemaPath:"#/properties/tools/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_synergy_output = validate129;
const schema55 = {"additionalProperties":false,"properties":{"best_with":{"$ref":"urn:mcpforge:output:5314d7fd5e3d7ebd"},"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"type":"string"},"source_url":{"format":"uri","type":"string"},"worst_with":{"$ref":"urn:mcpforge:output:5314d7fd5e3d7ebd"}},"required":["best_with","citation","game","hero","source_url","worst_with"],"type":"object"};
const schema56 = {"$id":"urn:mcpforge:output:5314d7fd5e3d7ebd","items":{"additionalProperties":false,"properties":{"hero":{"type":"string"},"matches":{"minimum":0,"type":"integer"},"small_sample":{"type":"boolean"},"teammate":{"type":"string"},"winrate_pct":{"maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","small_sample","teammate","winrate_pct"],"type":"object"},"type":"array"};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:mcpforge:output:5314d7fd5e3d7ebd" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate130.evaluated;
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
if(data0.hero === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.matches === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.small_sample === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "small_sample"},message:"must have required property '"+"small_sample"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.teammate === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "teammate"},message:"must have required property '"+"teammate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.winrate_pct === undefined){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data0){
if(!(((((key0 === "hero") || (key0 === "matches")) || (key0 === "small_sample")) || (key0 === "teammate")) || (key0 === "winrate_pct"))){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.hero !== undefined){
if(typeof data0.hero !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/hero",schemaPath:"#/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.matches !== undefined){
let data2 = data0.matches;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/" + i0+"/matches",schemaPath:"#/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/" + i0+"/matches",schemaPath:"#/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.small_sample !== undefined){
if(typeof data0.small_sample !== "boolean"){
const err9 = {instancePath:instancePath+"/" + i0+"/small_sample",schemaPath:"#/items/properties/small_sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.teammate !== undefined){
if(typeof data0.teammate !== "string"){
const err10 = {instancePath:instancePath+"/" + i0+"/teammate",schemaPath:"#/items/properties/teammate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.winrate_pct !== undefined){
let data5 = data0.winrate_pct;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/" + i0+"/winrate_pct",schemaPath:"#/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/" + i0+"/winrate_pct",schemaPath:"#/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err13 = {instancePath:instancePath+"/" + i0+"/winrate_pct",schemaPath:"#/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err14 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}
validate130.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.best_with === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "best_with"},message:"must have required property '"+"best_with"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.game === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.hero === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.source_url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.worst_with === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "worst_with"},message:"must have required property '"+"worst_with"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "best_with") || (key0 === "citation")) || (key0 === "game")) || (key0 === "hero")) || (key0 === "source_url")) || (key0 === "worst_with"))){
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
if(data.best_with !== undefined){
if(!(validate130(data.best_with, {instancePath:instancePath+"/best_with",parentData:data,parentDataProperty:"best_with",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err7 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.game !== undefined){
let data2 = data.game;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema55.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err10 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.source_url !== undefined){
let data4 = data.source_url;
if(typeof data4 === "string"){
if(!(formats4(data4))){
const err11 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err12 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.worst_with !== undefined){
if(!(validate130(data.worst_with, {instancePath:instancePath+"/worst_with",parentData:data,parentDataProperty:"worst_with",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
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
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tier_list_output = validate133;
const schema57 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"heroes":{"items":{"additionalProperties":false,"properties":{"hero":{"type":"string"},"matches":{"minimum":0,"type":"integer"},"shortName":{"type":"string"},"small_sample":{"type":"boolean"},"winrate_pct":{"maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","shortName","small_sample","winrate_pct"],"type":"object"},"type":"array"},"rank":{"type":"string"},"source_url":{"format":"uri","type":"string"},"total_matches":{"minimum":0,"type":"integer"}},"required":["citation","game","heroes","rank","source_url","total_matches"],"type":"object"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.heroes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heroes"},message:"must have required property '"+"heroes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.rank === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.source_url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.total_matches === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_matches"},message:"must have required property '"+"total_matches"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "citation") || (key0 === "game")) || (key0 === "heroes")) || (key0 === "rank")) || (key0 === "source_url")) || (key0 === "total_matches"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err7 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema57.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heroes !== undefined){
let data2 = data.heroes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.hero === undefined){
const err10 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.matches === undefined){
const err11 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.shortName === undefined){
const err12 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.small_sample === undefined){
const err13 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "small_sample"},message:"must have required property '"+"small_sample"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.winrate_pct === undefined){
const err14 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "hero") || (key1 === "matches")) || (key1 === "shortName")) || (key1 === "small_sample")) || (key1 === "winrate_pct"))){
const err15 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.hero !== undefined){
if(typeof data3.hero !== "string"){
const err16 = {instancePath:instancePath+"/heroes/" + i0+"/hero",schemaPath:"#/properties/heroes/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.matches !== undefined){
let data5 = data3.matches;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.shortName !== undefined){
if(typeof data3.shortName !== "string"){
const err19 = {instancePath:instancePath+"/heroes/" + i0+"/shortName",schemaPath:"#/properties/heroes/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.small_sample !== undefined){
if(typeof data3.small_sample !== "boolean"){
const err20 = {instancePath:instancePath+"/heroes/" + i0+"/small_sample",schemaPath:"#/properties/heroes/items/properties/small_sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.winrate_pct !== undefined){
let data8 = data3.winrate_pct;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/heroes/" + i0+"/winrate_pct",schemaPath:"#/properties/heroes/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/heroes/" + i0+"/winrate_pct",schemaPath:"#/properties/heroes/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err23 = {instancePath:instancePath+"/heroes/" + i0+"/winrate_pct",schemaPath:"#/properties/heroes/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err24 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/heroes",schemaPath:"#/properties/heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.rank !== undefined){
if(typeof data.rank !== "string"){
const err26 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data10 = data.source_url;
if(typeof data10 === "string"){
if(!(formats4(data10))){
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
if(data.total_matches !== undefined){
let data11 = data.total_matches;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err29 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_game_stats_output = validate134;
const schema58 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"event":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"games":{"items":{"additionalProperties":false,"properties":{"comeback":{"type":"boolean"},"event":{"type":"string"},"first_blood":{"additionalProperties":false,"properties":{"player":{"type":"string"},"time_s":{"minimum":0,"type":"integer"}},"required":["player","time_s"],"type":["object","null"]},"lane_winners_10min":{"items":{"additionalProperties":false,"properties":{"lane":{"type":"string"},"winner":{"type":["string","null"]}},"required":["lane","winner"],"type":"object"},"type":"array"},"match_id":{"minimum":1,"type":"integer"},"players":{"items":{"additionalProperties":false,"properties":{"assists":{"minimum":0,"type":"integer"},"deaths":{"minimum":0,"type":"integer"},"gpm":{"minimum":0,"type":"integer"},"hero":{"type":"string"},"item_timings":{"items":{"additionalProperties":false,"properties":{"item":{"type":"string"},"time_s":{"minimum":0,"type":"integer"}},"required":["item","time_s"],"type":"object"},"type":"array"},"kills":{"minimum":0,"type":"integer"},"lane":{"type":"string"},"net_worth":{"minimum":0,"type":"integer"},"player":{"type":"string"},"team":{"type":"string"}},"required":["assists","deaths","gpm","hero","item_timings","kills","lane","net_worth","player","team"],"type":"object"},"type":"array"},"roshans":{"items":{"additionalProperties":false,"properties":{"team":{"type":"string"},"time_s":{"minimum":0,"type":"integer"}},"required":["team","time_s"],"type":"object"},"type":"array"},"stage":{"type":"string"},"teams":{"items":{"type":"string"},"maxItems":2,"minItems":2,"type":"array"},"winner":{"type":["string","null"]}},"required":["comeback","event","first_blood","lane_winners_10min","match_id","players","roshans","stage","teams","winner"],"type":"object"},"type":"array"},"source_url":{"format":"uri","type":"string"}},"required":["citation","event","game","games","source_url"],"type":"object"};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate134.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.event === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.game === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.games === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "games"},message:"must have required property '"+"games"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.source_url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "citation") || (key0 === "event")) || (key0 === "game")) || (key0 === "games")) || (key0 === "source_url"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err6 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.event !== undefined){
if(typeof data.event !== "string"){
const err7 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.game !== undefined){
let data2 = data.game;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema58.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.games !== undefined){
let data3 = data.games;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.comeback === undefined){
const err10 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "comeback"},message:"must have required property '"+"comeback"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.event === undefined){
const err11 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.first_blood === undefined){
const err12 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "first_blood"},message:"must have required property '"+"first_blood"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.lane_winners_10min === undefined){
const err13 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "lane_winners_10min"},message:"must have required property '"+"lane_winners_10min"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.match_id === undefined){
const err14 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "match_id"},message:"must have required property '"+"match_id"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.players === undefined){
const err15 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "players"},message:"must have required property '"+"players"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.roshans === undefined){
const err16 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "roshans"},message:"must have required property '"+"roshans"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.stage === undefined){
const err17 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "stage"},message:"must have required property '"+"stage"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.teams === undefined){
const err18 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "teams"},message:"must have required property '"+"teams"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.winner === undefined){
const err19 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/required",keyword:"required",params:{missingProperty: "winner"},message:"must have required property '"+"winner"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data4){
if(!(func1.call(schema58.properties.games.items.properties, key1))){
const err20 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.comeback !== undefined){
if(typeof data4.comeback !== "boolean"){
const err21 = {instancePath:instancePath+"/games/" + i0+"/comeback",schemaPath:"#/properties/games/items/properties/comeback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.event !== undefined){
if(typeof data4.event !== "string"){
const err22 = {instancePath:instancePath+"/games/" + i0+"/event",schemaPath:"#/properties/games/items/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.first_blood !== undefined){
let data7 = data4.first_blood;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (data7 !== null)){
const err23 = {instancePath:instancePath+"/games/" + i0+"/first_blood",schemaPath:"#/properties/games/items/properties/first_blood/type",keyword:"type",params:{type: schema58.properties.games.items.properties.first_blood.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.player === undefined){
const err24 = {instancePath:instancePath+"/games/" + i0+"/first_blood",schemaPath:"#/properties/games/items/properties/first_blood/required",keyword:"required",params:{missingProperty: "player"},message:"must have required property '"+"player"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.time_s === undefined){
const err25 = {instancePath:instancePath+"/games/" + i0+"/first_blood",schemaPath:"#/properties/games/items/properties/first_blood/required",keyword:"required",params:{missingProperty: "time_s"},message:"must have required property '"+"time_s"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "player") || (key2 === "time_s"))){
const err26 = {instancePath:instancePath+"/games/" + i0+"/first_blood",schemaPath:"#/properties/games/items/properties/first_blood/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.player !== undefined){
if(typeof data7.player !== "string"){
const err27 = {instancePath:instancePath+"/games/" + i0+"/first_blood/player",schemaPath:"#/properties/games/items/properties/first_blood/properties/player/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.time_s !== undefined){
let data9 = data7.time_s;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err28 = {instancePath:instancePath+"/games/" + i0+"/first_blood/time_s",schemaPath:"#/properties/games/items/properties/first_blood/properties/time_s/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err29 = {instancePath:instancePath+"/games/" + i0+"/first_blood/time_s",schemaPath:"#/properties/games/items/properties/first_blood/properties/time_s/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
if(data4.lane_winners_10min !== undefined){
let data10 = data4.lane_winners_10min;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.lane === undefined){
const err30 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1,schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/required",keyword:"required",params:{missingProperty: "lane"},message:"must have required property '"+"lane"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.winner === undefined){
const err31 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1,schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/required",keyword:"required",params:{missingProperty: "winner"},message:"must have required property '"+"winner"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "lane") || (key3 === "winner"))){
const err32 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1,schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.lane !== undefined){
if(typeof data11.lane !== "string"){
const err33 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1+"/lane",schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/properties/lane/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.winner !== undefined){
let data13 = data11.winner;
if((typeof data13 !== "string") && (data13 !== null)){
const err34 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1+"/winner",schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/properties/winner/type",keyword:"type",params:{type: schema58.properties.games.items.properties.lane_winners_10min.items.properties.winner.type},message:"must be string,null"};
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
const err35 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1,schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min",schemaPath:"#/properties/games/items/properties/lane_winners_10min/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.match_id !== undefined){
let data14 = data4.match_id;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err37 = {instancePath:instancePath+"/games/" + i0+"/match_id",schemaPath:"#/properties/games/items/properties/match_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err38 = {instancePath:instancePath+"/games/" + i0+"/match_id",schemaPath:"#/properties/games/items/properties/match_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data4.players !== undefined){
let data15 = data4.players;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.assists === undefined){
const err39 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "assists"},message:"must have required property '"+"assists"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data16.deaths === undefined){
const err40 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "deaths"},message:"must have required property '"+"deaths"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.gpm === undefined){
const err41 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "gpm"},message:"must have required property '"+"gpm"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16.hero === undefined){
const err42 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16.item_timings === undefined){
const err43 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "item_timings"},message:"must have required property '"+"item_timings"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data16.kills === undefined){
const err44 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "kills"},message:"must have required property '"+"kills"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data16.lane === undefined){
const err45 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "lane"},message:"must have required property '"+"lane"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data16.net_worth === undefined){
const err46 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "net_worth"},message:"must have required property '"+"net_worth"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16.player === undefined){
const err47 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "player"},message:"must have required property '"+"player"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data16.team === undefined){
const err48 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/required",keyword:"required",params:{missingProperty: "team"},message:"must have required property '"+"team"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key4 in data16){
if(!(func1.call(schema58.properties.games.items.properties.players.items.properties, key4))){
const err49 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.assists !== undefined){
let data17 = data16.assists;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err50 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/assists",schemaPath:"#/properties/games/items/properties/players/items/properties/assists/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err51 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/assists",schemaPath:"#/properties/games/items/properties/players/items/properties/assists/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.deaths !== undefined){
let data18 = data16.deaths;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err52 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/deaths",schemaPath:"#/properties/games/items/properties/players/items/properties/deaths/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err53 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/deaths",schemaPath:"#/properties/games/items/properties/players/items/properties/deaths/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.gpm !== undefined){
let data19 = data16.gpm;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err54 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/gpm",schemaPath:"#/properties/games/items/properties/players/items/properties/gpm/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err55 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/gpm",schemaPath:"#/properties/games/items/properties/players/items/properties/gpm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.hero !== undefined){
if(typeof data16.hero !== "string"){
const err56 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/hero",schemaPath:"#/properties/games/items/properties/players/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data16.item_timings !== undefined){
let data21 = data16.item_timings;
if(Array.isArray(data21)){
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.item === undefined){
const err57 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3,schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data22.time_s === undefined){
const err58 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3,schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/required",keyword:"required",params:{missingProperty: "time_s"},message:"must have required property '"+"time_s"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key5 in data22){
if(!((key5 === "item") || (key5 === "time_s"))){
const err59 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3,schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.item !== undefined){
if(typeof data22.item !== "string"){
const err60 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3+"/item",schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data22.time_s !== undefined){
let data24 = data22.time_s;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err61 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3+"/time_s",schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/properties/time_s/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err62 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3+"/time_s",schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/properties/time_s/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err63 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings/" + i3,schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/item_timings",schemaPath:"#/properties/games/items/properties/players/items/properties/item_timings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data16.kills !== undefined){
let data25 = data16.kills;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err65 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/kills",schemaPath:"#/properties/games/items/properties/players/items/properties/kills/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err66 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/kills",schemaPath:"#/properties/games/items/properties/players/items/properties/kills/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.lane !== undefined){
if(typeof data16.lane !== "string"){
const err67 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/lane",schemaPath:"#/properties/games/items/properties/players/items/properties/lane/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data16.net_worth !== undefined){
let data27 = data16.net_worth;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err68 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/net_worth",schemaPath:"#/properties/games/items/properties/players/items/properties/net_worth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err69 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/net_worth",schemaPath:"#/properties/games/items/properties/players/items/properties/net_worth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.player !== undefined){
if(typeof data16.player !== "string"){
const err70 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/player",schemaPath:"#/properties/games/items/properties/players/items/properties/player/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data16.team !== undefined){
if(typeof data16.team !== "string"){
const err71 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2+"/team",schemaPath:"#/properties/games/items/properties/players/items/properties/team/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/games/" + i0+"/players/" + i2,schemaPath:"#/properties/games/items/properties/players/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/games/" + i0+"/players",schemaPath:"#/properties/games/items/properties/players/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data4.roshans !== undefined){
let data30 = data4.roshans;
if(Array.isArray(data30)){
const len4 = data30.length;
for(let i4=0; i4<len4; i4++){
let data31 = data30[i4];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.team === undefined){
const err74 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4,schemaPath:"#/properties/games/items/properties/roshans/items/required",keyword:"required",params:{missingProperty: "team"},message:"must have required property '"+"team"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data31.time_s === undefined){
const err75 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4,schemaPath:"#/properties/games/items/properties/roshans/items/required",keyword:"required",params:{missingProperty: "time_s"},message:"must have required property '"+"time_s"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
for(const key6 in data31){
if(!((key6 === "team") || (key6 === "time_s"))){
const err76 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4,schemaPath:"#/properties/games/items/properties/roshans/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data31.team !== undefined){
if(typeof data31.team !== "string"){
const err77 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4+"/team",schemaPath:"#/properties/games/items/properties/roshans/items/properties/team/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data31.time_s !== undefined){
let data33 = data31.time_s;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err78 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4+"/time_s",schemaPath:"#/properties/games/items/properties/roshans/items/properties/time_s/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err79 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4+"/time_s",schemaPath:"#/properties/games/items/properties/roshans/items/properties/time_s/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err80 = {instancePath:instancePath+"/games/" + i0+"/roshans/" + i4,schemaPath:"#/properties/games/items/properties/roshans/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err81 = {instancePath:instancePath+"/games/" + i0+"/roshans",schemaPath:"#/properties/games/items/properties/roshans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data4.stage !== undefined){
if(typeof data4.stage !== "string"){
const err82 = {instancePath:instancePath+"/games/" + i0+"/stage",schemaPath:"#/properties/games/items/properties/stage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data4.teams !== undefined){
let data35 = data4.teams;
if(Array.isArray(data35)){
if(data35.length > 2){
const err83 = {instancePath:instancePath+"/games/" + i0+"/teams",schemaPath:"#/properties/games/items/properties/teams/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data35.length < 2){
const err84 = {instancePath:instancePath+"/games/" + i0+"/teams",schemaPath:"#/properties/games/items/properties/teams/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
const len5 = data35.length;
for(let i5=0; i5<len5; i5++){
if(typeof data35[i5] !== "string"){
const err85 = {instancePath:instancePath+"/games/" + i0+"/teams/" + i5,schemaPath:"#/properties/games/items/properties/teams/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err86 = {instancePath:instancePath+"/games/" + i0+"/teams",schemaPath:"#/properties/games/items/properties/teams/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data4.winner !== undefined){
let data37 = data4.winner;
if((typeof data37 !== "string") && (data37 !== null)){
const err87 = {instancePath:instancePath+"/games/" + i0+"/winner",schemaPath:"#/properties/games/items/properties/winner/type",keyword:"type",params:{type: schema58.properties.games.items.properties.winner.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/games/" + i0,schemaPath:"#/properties/games/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err89 = {instancePath:instancePath+"/games",schemaPath:"#/properties/games/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.source_url !== undefined){
let data38 = data.source_url;
if(typeof data38 === "string"){
if(!(formats4(data38))){
const err90 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err92 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}
validate134.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_stats_output = validate135;
const schema59 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"event":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"games_played":{"minimum":0,"type":"integer"},"most_banned":{"items":{"additionalProperties":false,"properties":{"bans":{"minimum":0,"type":"integer"},"hero":{"type":"string"}},"required":["bans","hero"],"type":"object"},"type":"array"},"most_picked":{"items":{"additionalProperties":false,"properties":{"hero":{"type":"string"},"picks":{"minimum":0,"type":"integer"},"win_rate_pct":{"maximum":100,"minimum":0,"type":["number","null"]},"wins":{"minimum":0,"type":"integer"}},"required":["hero","picks","win_rate_pct","wins"],"type":"object"},"type":"array"},"source_url":{"format":"uri","type":"string"}},"required":["citation","event","game","games_played","most_banned","most_picked","source_url"],"type":"object"};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate135.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.event === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.game === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.games_played === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "games_played"},message:"must have required property '"+"games_played"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.most_banned === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "most_banned"},message:"must have required property '"+"most_banned"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.most_picked === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "most_picked"},message:"must have required property '"+"most_picked"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.source_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "citation") || (key0 === "event")) || (key0 === "game")) || (key0 === "games_played")) || (key0 === "most_banned")) || (key0 === "most_picked")) || (key0 === "source_url"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err8 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.event !== undefined){
if(typeof data.event !== "string"){
const err9 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.game !== undefined){
let data2 = data.game;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data2 === "game_a") || (data2 === "game_b")) || (data2 === "game_c"))){
const err11 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema59.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.games_played !== undefined){
let data3 = data.games_played;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/games_played",schemaPath:"#/properties/games_played/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/games_played",schemaPath:"#/properties/games_played/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.most_banned !== undefined){
let data4 = data.most_banned;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.bans === undefined){
const err14 = {instancePath:instancePath+"/most_banned/" + i0,schemaPath:"#/properties/most_banned/items/required",keyword:"required",params:{missingProperty: "bans"},message:"must have required property '"+"bans"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.hero === undefined){
const err15 = {instancePath:instancePath+"/most_banned/" + i0,schemaPath:"#/properties/most_banned/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "bans") || (key1 === "hero"))){
const err16 = {instancePath:instancePath+"/most_banned/" + i0,schemaPath:"#/properties/most_banned/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.bans !== undefined){
let data6 = data5.bans;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/most_banned/" + i0+"/bans",schemaPath:"#/properties/most_banned/items/properties/bans/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err18 = {instancePath:instancePath+"/most_banned/" + i0+"/bans",schemaPath:"#/properties/most_banned/items/properties/bans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.hero !== undefined){
if(typeof data5.hero !== "string"){
const err19 = {instancePath:instancePath+"/most_banned/" + i0+"/hero",schemaPath:"#/properties/most_banned/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/most_banned/" + i0,schemaPath:"#/properties/most_banned/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/most_banned",schemaPath:"#/properties/most_banned/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.most_picked !== undefined){
let data8 = data.most_picked;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.hero === undefined){
const err22 = {instancePath:instancePath+"/most_picked/" + i1,schemaPath:"#/properties/most_picked/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9.picks === undefined){
const err23 = {instancePath:instancePath+"/most_picked/" + i1,schemaPath:"#/properties/most_picked/items/required",keyword:"required",params:{missingProperty: "picks"},message:"must have required property '"+"picks"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9.win_rate_pct === undefined){
const err24 = {instancePath:instancePath+"/most_picked/" + i1,schemaPath:"#/properties/most_picked/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.wins === undefined){
const err25 = {instancePath:instancePath+"/most_picked/" + i1,schemaPath:"#/properties/most_picked/items/required",keyword:"required",params:{missingProperty: "wins"},message:"must have required property '"+"wins"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data9){
if(!((((key2 === "hero") || (key2 === "picks")) || (key2 === "win_rate_pct")) || (key2 === "wins"))){
const err26 = {instancePath:instancePath+"/most_picked/" + i1,schemaPath:"#/properties/most_picked/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.hero !== undefined){
if(typeof data9.hero !== "string"){
const err27 = {instancePath:instancePath+"/most_picked/" + i1+"/hero",schemaPath:"#/properties/most_picked/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.picks !== undefined){
let data11 = data9.picks;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/most_picked/" + i1+"/picks",schemaPath:"#/properties/most_picked/items/properties/picks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/most_picked/" + i1+"/picks",schemaPath:"#/properties/most_picked/items/properties/picks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.win_rate_pct !== undefined){
let data12 = data9.win_rate_pct;
if((!((typeof data12 == "number") && (isFinite(data12)))) && (data12 !== null)){
const err30 = {instancePath:instancePath+"/most_picked/" + i1+"/win_rate_pct",schemaPath:"#/properties/most_picked/items/properties/win_rate_pct/type",keyword:"type",params:{type: schema59.properties.most_picked.items.properties.win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/most_picked/" + i1+"/win_rate_pct",schemaPath:"#/properties/most_picked/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/most_picked/" + i1+"/win_rate_pct",schemaPath:"#/properties/most_picked/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.wins !== undefined){
let data13 = data9.wins;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/most_picked/" + i1+"/wins",schemaPath:"#/properties/most_picked/items/properties/wins/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/most_picked/" + i1+"/wins",schemaPath:"#/properties/most_picked/items/properties/wins/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err35 = {instancePath:instancePath+"/most_picked/" + i1,schemaPath:"#/properties/most_picked/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/most_picked",schemaPath:"#/properties/most_picked/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.source_url !== undefined){
let data14 = data.source_url;
if(typeof data14 === "string"){
if(!(formats4(data14))){
const err37 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate135.errors = vErrors;
return errors === 0;
}
validate135.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const lookup_hero_output = validate136;
const schema60 = {"oneOf":[{"additionalProperties":false,"properties":{"displayName":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"id":{"type":"string"},"sample":{"type":"boolean"},"shortName":{"type":"string"}},"required":["displayName","game","id","sample","shortName"],"type":"object"},{"additionalProperties":false,"properties":{"count":{"minimum":0,"type":"integer"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"heroes":{"items":{"additionalProperties":false,"properties":{"aliases":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"displayName":{"type":"string"},"id":{"type":"string"},"shortName":{"type":"string"}},"required":["aliases","displayName","id","shortName"],"type":"object"},"type":"array"},"sample":{"type":"boolean"}},"required":["count","game","heroes","sample"],"type":"object"}],"type":"object"};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate136.evaluated;
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
if(data.displayName === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.game === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sample === undefined){
const err4 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.shortName === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "displayName") || (key0 === "game")) || (key0 === "id")) || (key0 === "sample")) || (key0 === "shortName"))){
const err6 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.displayName !== undefined){
if(typeof data.displayName !== "string"){
const err7 = {instancePath:instancePath+"/displayName",schemaPath:"#/oneOf/0/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/0/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/0/properties/game/enum",keyword:"enum",params:{allowedValues: schema60.oneOf[0].properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/oneOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err11 = {instancePath:instancePath+"/sample",schemaPath:"#/oneOf/0/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.shortName !== undefined){
if(typeof data.shortName !== "string"){
const err12 = {instancePath:instancePath+"/shortName",schemaPath:"#/oneOf/0/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.game === undefined){
const err15 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.heroes === undefined){
const err16 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "heroes"},message:"must have required property '"+"heroes"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.sample === undefined){
const err17 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "sample"},message:"must have required property '"+"sample"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data){
if(!((((key1 === "count") || (key1 === "game")) || (key1 === "heroes")) || (key1 === "sample"))){
const err18 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.count !== undefined){
let data5 = data.count;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/1/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err20 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/1/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.game !== undefined){
let data6 = data.game;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/1/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((data6 === "game_a") || (data6 === "game_b")) || (data6 === "game_c"))){
const err22 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/1/properties/game/enum",keyword:"enum",params:{allowedValues: schema60.oneOf[1].properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.heroes !== undefined){
let data7 = data.heroes;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.aliases === undefined){
const err23 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "aliases"},message:"must have required property '"+"aliases"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.displayName === undefined){
const err24 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.id === undefined){
const err25 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.shortName === undefined){
const err26 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data8){
if(!((((key2 === "aliases") || (key2 === "displayName")) || (key2 === "id")) || (key2 === "shortName"))){
const err27 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.aliases !== undefined){
if(!(validate105(data8.aliases, {instancePath:instancePath+"/heroes/" + i0+"/aliases",parentData:data8,parentDataProperty:"aliases",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data8.displayName !== undefined){
if(typeof data8.displayName !== "string"){
const err28 = {instancePath:instancePath+"/heroes/" + i0+"/displayName",schemaPath:"#/oneOf/1/properties/heroes/items/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.id !== undefined){
if(typeof data8.id !== "string"){
const err29 = {instancePath:instancePath+"/heroes/" + i0+"/id",schemaPath:"#/oneOf/1/properties/heroes/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data8.shortName !== undefined){
if(typeof data8.shortName !== "string"){
const err30 = {instancePath:instancePath+"/heroes/" + i0+"/shortName",schemaPath:"#/oneOf/1/properties/heroes/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/heroes",schemaPath:"#/oneOf/1/properties/heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.sample !== undefined){
if(typeof data.sample !== "boolean"){
const err33 = {instancePath:instancePath+"/sample",schemaPath:"#/oneOf/1/properties/sample/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err34 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs15 === errors;
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
const err35 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
validate136.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate136.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const predict_winrate_output = validate138;
const schema61 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"enemy_heroes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"enemy_win_rate_pct":{"maximum":100,"minimum":0,"type":"number"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"model":{"$ref":"urn:mcpforge:output:d3b7e38e1b16b7d5"},"my_heroes":{"$ref":"urn:mcpforge:output:2a6d7578328a426f"},"my_side":{"enum":["radiant","dire"],"type":"string"},"my_win_rate_pct":{"maximum":100,"minimum":0,"type":"number"},"source_url":{"format":"uri","type":"string"},"unrecognised":{"$ref":"urn:mcpforge:output:a0b7c4b7d8f09076"}},"required":["citation","enemy_heroes","enemy_win_rate_pct","game","model","my_heroes","my_side","my_win_rate_pct","source_url","unrecognised"],"type":"object"};

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
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.enemy_win_rate_pct === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_win_rate_pct"},message:"must have required property '"+"enemy_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.game === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.my_heroes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_heroes"},message:"must have required property '"+"my_heroes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.my_side === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_side"},message:"must have required property '"+"my_side"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.my_win_rate_pct === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_win_rate_pct"},message:"must have required property '"+"my_win_rate_pct"+"'"};
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
if(data.unrecognised === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unrecognised"},message:"must have required property '"+"unrecognised"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema61.properties, key0))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err11 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
if(!(validate105(data.enemy_heroes, {instancePath:instancePath+"/enemy_heroes",parentData:data,parentDataProperty:"enemy_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.enemy_win_rate_pct !== undefined){
let data2 = data.enemy_win_rate_pct;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err14 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.game !== undefined){
let data3 = data.game;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data3 === "game_a") || (data3 === "game_b")) || (data3 === "game_c"))){
const err16 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema61.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.model !== undefined){
if(!(validate107(data.model, {instancePath:instancePath+"/model",parentData:data,parentDataProperty:"model",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data.my_heroes !== undefined){
if(!(validate105(data.my_heroes, {instancePath:instancePath+"/my_heroes",parentData:data,parentDataProperty:"my_heroes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.my_side !== undefined){
let data6 = data.my_side;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data6 === "radiant") || (data6 === "dire"))){
const err18 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema61.properties.my_side.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.my_win_rate_pct !== undefined){
let data7 = data.my_win_rate_pct;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err21 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.source_url !== undefined){
let data8 = data.source_url;
if(typeof data8 === "string"){
if(!(formats4(data8))){
const err22 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err23 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.unrecognised !== undefined){
if(!(validate114(data.unrecognised, {instancePath:instancePath+"/unrecognised",parentData:data,parentDataProperty:"unrecognised",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
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
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const predict_winrate_batch_output = validate143;
const schema62 = {"additionalProperties":false,"properties":{"baseline_win_rate_pct":{"maximum":100,"minimum":0,"type":"number"},"candidates":{"items":{"additionalProperties":false,"properties":{"delta_pp":{"type":"number"},"hero":{"type":"string"},"shortName":{"type":"string"},"win_rate_pct":{"maximum":100,"minimum":0,"type":"number"}},"required":["delta_pp","hero","shortName","win_rate_pct"],"type":"object"},"type":"array"},"citation":{"type":"string"},"game":{"const":"game_a","type":"string"},"model":{"$ref":"urn:mcpforge:output:d3b7e38e1b16b7d5"},"source_url":{"format":"uri","type":"string"},"unrecognised":{"$ref":"urn:mcpforge:output:a0b7c4b7d8f09076"}},"required":["baseline_win_rate_pct","candidates","citation","game","model","source_url","unrecognised"],"type":"object"};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate143.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.baseline_win_rate_pct === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseline_win_rate_pct"},message:"must have required property '"+"baseline_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.candidates === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "candidates"},message:"must have required property '"+"candidates"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.citation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.game === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.unrecognised === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unrecognised"},message:"must have required property '"+"unrecognised"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "baseline_win_rate_pct") || (key0 === "candidates")) || (key0 === "citation")) || (key0 === "game")) || (key0 === "model")) || (key0 === "source_url")) || (key0 === "unrecognised"))){
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
if(data.baseline_win_rate_pct !== undefined){
let data0 = data.baseline_win_rate_pct;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/baseline_win_rate_pct",schemaPath:"#/properties/baseline_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/baseline_win_rate_pct",schemaPath:"#/properties/baseline_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err10 = {instancePath:instancePath+"/baseline_win_rate_pct",schemaPath:"#/properties/baseline_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.candidates !== undefined){
let data1 = data.candidates;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.delta_pp === undefined){
const err11 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "delta_pp"},message:"must have required property '"+"delta_pp"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.hero === undefined){
const err12 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.shortName === undefined){
const err13 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.win_rate_pct === undefined){
const err14 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "delta_pp") || (key1 === "hero")) || (key1 === "shortName")) || (key1 === "win_rate_pct"))){
const err15 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.delta_pp !== undefined){
let data3 = data2.delta_pp;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err16 = {instancePath:instancePath+"/candidates/" + i0+"/delta_pp",schemaPath:"#/properties/candidates/items/properties/delta_pp/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.hero !== undefined){
if(typeof data2.hero !== "string"){
const err17 = {instancePath:instancePath+"/candidates/" + i0+"/hero",schemaPath:"#/properties/candidates/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.shortName !== undefined){
if(typeof data2.shortName !== "string"){
const err18 = {instancePath:instancePath+"/candidates/" + i0+"/shortName",schemaPath:"#/properties/candidates/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.win_rate_pct !== undefined){
let data6 = data2.win_rate_pct;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/candidates/" + i0+"/win_rate_pct",schemaPath:"#/properties/candidates/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/candidates/" + i0+"/win_rate_pct",schemaPath:"#/properties/candidates/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err21 = {instancePath:instancePath+"/candidates/" + i0+"/win_rate_pct",schemaPath:"#/properties/candidates/items/properties/win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err22 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err24 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.game !== undefined){
let data8 = data.game;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("game_a" !== data8){
const err26 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/const",keyword:"const",params:{allowedValue: "game_a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.model !== undefined){
if(!(validate107(data.model, {instancePath:instancePath+"/model",parentData:data,parentDataProperty:"model",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data.source_url !== undefined){
let data10 = data.source_url;
if(typeof data10 === "string"){
if(!(formats4(data10))){
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
if(data.unrecognised !== undefined){
if(!(validate114(data.unrecognised, {instancePath:instancePath+"/unrecognised",parentData:data,parentDataProperty:"unrecognised",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
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
validate143.errors = vErrors;
return errors === 0;
}
validate143.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_pick_output = validate146;
const schema63 = {"additionalProperties":false,"properties":{"citation":{"type":"string"},"game":{"enum":["game_a","game_b","game_c"],"type":"string"},"metric":{"$ref":"urn:mcpforge:output:c17df6c6fbf27860"},"model":{"$ref":"urn:mcpforge:output:d3b7e38e1b16b7d5"},"recommendations":{"$ref":"urn:mcpforge:output:098480158e7d52f0"},"source_url":{"format":"uri","type":"string"},"unrecognised":{"$ref":"urn:mcpforge:output:a0b7c4b7d8f09076"}},"required":["citation","game","metric","model","recommendations","source_url","unrecognised"],"type":"object"};

function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citation"},message:"must have required property '"+"citation"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.game === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metric === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.recommendations === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendations"},message:"must have required property '"+"recommendations"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.unrecognised === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unrecognised"},message:"must have required property '"+"unrecognised"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "citation") || (key0 === "game")) || (key0 === "metric")) || (key0 === "model")) || (key0 === "recommendations")) || (key0 === "source_url")) || (key0 === "unrecognised"))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err8 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.game !== undefined){
let data1 = data.game;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err10 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema63.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.metric !== undefined){
if(!(validate110(data.metric, {instancePath:instancePath+"/metric",parentData:data,parentDataProperty:"metric",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.model !== undefined){
if(!(validate107(data.model, {instancePath:instancePath+"/model",parentData:data,parentDataProperty:"model",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data.recommendations !== undefined){
if(!(validate112(data.recommendations, {instancePath:instancePath+"/recommendations",parentData:data,parentDataProperty:"recommendations",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.source_url !== undefined){
let data5 = data.source_url;
if(typeof data5 === "string"){
if(!(formats4(data5))){
const err11 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err12 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.unrecognised !== undefined){
if(!(validate114(data.unrecognised, {instancePath:instancePath+"/unrecognised",parentData:data,parentDataProperty:"unrecognised",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
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
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_output = validate151;
const schema64 = {"additionalProperties":false,"properties":{"hint":{"type":"string"},"match":{"enum":["strong","partial","none"],"type":"string"},"results":{"items":{"additionalProperties":false,"properties":{"id":{"type":"string"},"title":{"type":"string"},"url":{"format":"uri","type":"string"}},"required":["id","title","url"],"type":"object"},"type":"array"}},"required":["match","results"],"type":"object"};

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
for(const key0 in data){
if(!(((key0 === "hint") || (key0 === "match")) || (key0 === "results"))){
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
if(data.hint !== undefined){
if(typeof data.hint !== "string"){
const err3 = {instancePath:instancePath+"/hint",schemaPath:"#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.match !== undefined){
let data1 = data.match;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data1 === "strong") || (data1 === "partial")) || (data1 === "none"))){
const err5 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/enum",keyword:"enum",params:{allowedValues: schema64.properties.match.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.results !== undefined){
let data2 = data.results;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err6 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.title === undefined){
const err7 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.url === undefined){
const err8 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "id") || (key1 === "title")) || (key1 === "url"))){
const err9 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.id !== undefined){
if(typeof data3.id !== "string"){
const err10 = {instancePath:instancePath+"/results/" + i0+"/id",schemaPath:"#/properties/results/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.title !== undefined){
if(typeof data3.title !== "string"){
const err11 = {instancePath:instancePath+"/results/" + i0+"/title",schemaPath:"#/properties/results/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.url !== undefined){
let data6 = data3.url;
if(typeof data6 === "string"){
if(!(formats4(data6))){
const err12 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err13 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_synergy_input = get_counters_input;
