// Generated from spec/games.json by npm run generate. DO NOT EDIT.

// @ts-nocheck -- ajv standalone output; typed through the service definition in server.ts.
/* eslint-disable */
import * as __ajv_dep0 from "ajv-formats/dist/formats";

export const analyze_draft_input = validate20;
const schema31 = {"additionalProperties":false,"if":{"properties":{"game":{"const":"game_a","description":"The game is game_a."}},"required":["game"]},"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"enemy_heroes":{"description":"The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":6,"type":"array"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"my_heroes":{"description":"My team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":6,"type":"array"},"my_side":{"default":"radiant","description":"My team's side, radiant or dire (default radiant); used for game_a only.","enum":["radiant","dire"],"type":"string"}},"required":["context","enemy_heroes","game","my_heroes"],"then":{"properties":{"enemy_heroes":{"description":"game_a: 0 to 5 heroes.","maxItems":5,"type":"array"},"my_heroes":{"description":"game_a: 0 to 5 heroes.","maxItems":5,"type":"array"}}},"type":"object"};
const pattern4 = new RegExp("^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$", "u");

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.game === undefined) && (missing0 = "game")){
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
if(data.game !== undefined){
if("game_a" !== data.game){
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
if(data.enemy_heroes !== undefined){
let data1 = data.enemy_heroes;
if(Array.isArray(data1)){
if(data1.length > 5){
const err2 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/then/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err3 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/then/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data2 = data.my_heroes;
if(Array.isArray(data2)){
if(data2.length > 5){
const err4 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/then/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err5 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/then/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
var props0 = {};
props0.enemy_heroes = true;
props0.my_heroes = true;
props0.game = true;
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
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
let data3 = data.context;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err12 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err13 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
let data4 = data.enemy_heroes;
if(Array.isArray(data4)){
if(data4.length > 6){
const err14 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err15 = {instancePath:instancePath+"/enemy_heroes/" + i0,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.game !== undefined){
let data6 = data.game;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((data6 === "game_a") || (data6 === "game_b")) || (data6 === "game_c"))){
const err18 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema31.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data7 = data.my_heroes;
if(Array.isArray(data7)){
if(data7.length > 6){
const err19 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err20 = {instancePath:instancePath+"/my_heroes/" + i1,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let data9 = data.my_side;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data9 === "radiant") || (data9 === "dire"))){
const err23 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema31.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const analyze_draft_output = validate21;
const schema32 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"enemy_heroes":{"description":"Enemy heroes as recognised (display names).","items":{"type":"string"},"type":"array"},"enemy_win_rate_pct":{"description":"The enemy team's calibrated win probability in percent; null unless prediction_status is calibrated.","maximum":100,"minimum":0,"type":["number","null"]},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"my_heroes":{"description":"My heroes as recognised (display names).","items":{"type":"string"},"type":"array"},"my_side":{"description":"Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.","enum":["radiant","dire"],"type":"string"},"my_win_rate_pct":{"description":"My team's calibrated win probability in percent; null unless prediction_status is calibrated.","maximum":100,"minimum":0,"type":["number","null"]},"prediction_status":{"description":"calibrated: win rates come from the calibrated model; needs_full_rosters: game_b/game_c draft is not a complete 6v6, so no calibrated probability is given.","enum":["calibrated","needs_full_rosters"],"type":"string"},"recommendation_metric":{"description":"calibrated_model: the calibrated draft model; empirical_pair_data: the observed pair-data heuristic, which is not a calibrated probability.","enum":["calibrated_model","empirical_pair_data"],"type":"string"},"recommendations":{"description":"Next-pick recommendations, best first.","items":{"additionalProperties":false,"properties":{"empirical_score":{"description":"Pair-data score for game_b and game_c (win rate against the enemy heroes blended with duo win rate); not a calibrated probability; null for game_a.","type":["number","null"]},"hero":{"description":"Recommended hero (display name).","type":"string"},"metric_label":{"description":"Human-readable label of the metric behind this row; show it with the number.","type":"string"},"shortName":{"description":"Short name of the hero.","type":"string"},"win_rate_pct":{"description":"Calibrated team win rate after adding this hero, in percent (game_a); null when the score is empirical.","maximum":100,"minimum":0,"type":["number","null"]}},"required":["empirical_score","hero","metric_label","shortName","win_rate_pct"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["citation","enemy_heroes","enemy_win_rate_pct","game","my_heroes","my_side","my_win_rate_pct","prediction_status","recommendation_metric","recommendations","source_url"],"type":"object"};
const func1 = Object.prototype.hasOwnProperty;
const formats0 = __ajv_dep0.fullFormats.uri;

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
if(data.my_side === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_side"},message:"must have required property '"+"my_side"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.my_win_rate_pct === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_win_rate_pct"},message:"must have required property '"+"my_win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.prediction_status === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prediction_status"},message:"must have required property '"+"prediction_status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.recommendation_metric === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendation_metric"},message:"must have required property '"+"recommendation_metric"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.recommendations === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendations"},message:"must have required property '"+"recommendations"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.source_url === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_url"},message:"must have required property '"+"source_url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
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
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err12 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
let data1 = data.enemy_heroes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err13 = {instancePath:instancePath+"/enemy_heroes/" + i0,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.enemy_win_rate_pct !== undefined){
let data3 = data.enemy_win_rate_pct;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err15 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/type",keyword:"type",params:{type: schema32.properties.enemy_win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.game !== undefined){
let data4 = data.game;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data4 === "game_a") || (data4 === "game_b")) || (data4 === "game_c"))){
const err19 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema32.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data5 = data.my_heroes;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err20 = {instancePath:instancePath+"/my_heroes/" + i1,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.my_side !== undefined){
let data7 = data.my_side;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data7 === "radiant") || (data7 === "dire"))){
const err23 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema32.properties.my_side.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.my_win_rate_pct !== undefined){
let data8 = data.my_win_rate_pct;
if((!((typeof data8 == "number") && (isFinite(data8)))) && (data8 !== null)){
const err24 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/type",keyword:"type",params:{type: schema32.properties.my_win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.prediction_status !== undefined){
let data9 = data.prediction_status;
if(typeof data9 !== "string"){
const err27 = {instancePath:instancePath+"/prediction_status",schemaPath:"#/properties/prediction_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data9 === "calibrated") || (data9 === "needs_full_rosters"))){
const err28 = {instancePath:instancePath+"/prediction_status",schemaPath:"#/properties/prediction_status/enum",keyword:"enum",params:{allowedValues: schema32.properties.prediction_status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.recommendation_metric !== undefined){
let data10 = data.recommendation_metric;
if(typeof data10 !== "string"){
const err29 = {instancePath:instancePath+"/recommendation_metric",schemaPath:"#/properties/recommendation_metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data10 === "calibrated_model") || (data10 === "empirical_pair_data"))){
const err30 = {instancePath:instancePath+"/recommendation_metric",schemaPath:"#/properties/recommendation_metric/enum",keyword:"enum",params:{allowedValues: schema32.properties.recommendation_metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.recommendations !== undefined){
let data11 = data.recommendations;
if(Array.isArray(data11)){
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.empirical_score === undefined){
const err31 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "empirical_score"},message:"must have required property '"+"empirical_score"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data12.hero === undefined){
const err32 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data12.metric_label === undefined){
const err33 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "metric_label"},message:"must have required property '"+"metric_label"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data12.shortName === undefined){
const err34 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data12.win_rate_pct === undefined){
const err35 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key1 in data12){
if(!(((((key1 === "empirical_score") || (key1 === "hero")) || (key1 === "metric_label")) || (key1 === "shortName")) || (key1 === "win_rate_pct"))){
const err36 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data12.empirical_score !== undefined){
let data13 = data12.empirical_score;
if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){
const err37 = {instancePath:instancePath+"/recommendations/" + i2+"/empirical_score",schemaPath:"#/properties/recommendations/items/properties/empirical_score/type",keyword:"type",params:{type: schema32.properties.recommendations.items.properties.empirical_score.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data12.hero !== undefined){
if(typeof data12.hero !== "string"){
const err38 = {instancePath:instancePath+"/recommendations/" + i2+"/hero",schemaPath:"#/properties/recommendations/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data12.metric_label !== undefined){
if(typeof data12.metric_label !== "string"){
const err39 = {instancePath:instancePath+"/recommendations/" + i2+"/metric_label",schemaPath:"#/properties/recommendations/items/properties/metric_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data12.shortName !== undefined){
if(typeof data12.shortName !== "string"){
const err40 = {instancePath:instancePath+"/recommendations/" + i2+"/shortName",schemaPath:"#/properties/recommendations/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.win_rate_pct !== undefined){
let data17 = data12.win_rate_pct;
if((!((typeof data17 == "number") && (isFinite(data17)))) && (data17 !== null)){
const err41 = {instancePath:instancePath+"/recommendations/" + i2+"/win_rate_pct",schemaPath:"#/properties/recommendations/items/properties/win_rate_pct/type",keyword:"type",params:{type: schema32.properties.recommendations.items.properties.win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100 || isNaN(data17)){
const err42 = {instancePath:instancePath+"/recommendations/" + i2+"/win_rate_pct",schemaPath:"#/properties/recommendations/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err43 = {instancePath:instancePath+"/recommendations/" + i2+"/win_rate_pct",schemaPath:"#/properties/recommendations/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
else {
const err44 = {instancePath:instancePath+"/recommendations/" + i2,schemaPath:"#/properties/recommendations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err45 = {instancePath:instancePath+"/recommendations",schemaPath:"#/properties/recommendations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.source_url !== undefined){
let data18 = data.source_url;
if(typeof data18 === "string"){
if(!(formats0(data18))){
const err46 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err47 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fetch_input = validate22;
const schema33 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"id":{"description":"Document id exactly as returned by search, e.g. game_a:tier-list or model:track-record.","pattern":"^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$","type":"string"}},"required":["context","id"],"type":"object"};
const pattern6 = new RegExp("^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$", "u");

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$"},message:"must match pattern \""+"^(?:(?:game_a|game_b|game_c):(?:counters:.+|synergy:.+|tier-list|ban-rates|tournament:.+)|model:track-record)$"+"\""};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fetch_output = validate23;
const schema34 = {"additionalProperties":false,"properties":{"id":{"description":"Document id.","type":"string"},"text":{"description":"The document's data as JSON text.","type":"string"},"title":{"description":"Title.","type":"string"},"url":{"description":"Public URL of the page; show it as the source link.","format":"uri","type":"string"}},"required":["id","text","title","url"],"type":"object"};

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
if(!(formats0(data3))){
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_ban_rates_input = validate24;
const schema35 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"game_b or game_c; game_a is not available here (use get_tournament_stats).","enum":["game_b","game_c"],"type":"string"},"limit":{"default":15,"description":"Number of heroes to return (default 15).","type":"integer"}},"required":["context","game"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
if(!((data1 === "game_b") || (data1 === "game_c"))){
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema35.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_ban_rates_output = validate25;
const schema36 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"heroes":{"description":"Most-banned heroes first.","items":{"additionalProperties":false,"properties":{"ban_rate_pct":{"description":"Share of matches in which the hero was banned, in percent.","maximum":100,"minimum":0,"type":"number"},"hero":{"description":"Hero (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"}},"required":["ban_rate_pct","hero","matches"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"},"total_matches":{"description":"Sample size: matches behind the figures.","minimum":0,"type":"integer"}},"required":["citation","game","heroes","source_url","total_matches"],"type":"object"};

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
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema36.properties.game.enum},message:"must be equal to one of the allowed values"};
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
for(const key1 in data3){
if(!(((key1 === "ban_rate_pct") || (key1 === "hero")) || (key1 === "matches"))){
const err12 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.ban_rate_pct !== undefined){
let data4 = data3.ban_rate_pct;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/heroes/" + i0+"/ban_rate_pct",schemaPath:"#/properties/heroes/items/properties/ban_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/heroes/" + i0+"/ban_rate_pct",schemaPath:"#/properties/heroes/items/properties/ban_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err15 = {instancePath:instancePath+"/heroes/" + i0+"/ban_rate_pct",schemaPath:"#/properties/heroes/items/properties/ban_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
let data6 = data3.matches;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
}
else {
const err19 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/heroes",schemaPath:"#/properties/heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.source_url !== undefined){
let data7 = data.source_url;
if(typeof data7 === "string"){
if(!(formats0(data7))){
const err21 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err22 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.total_matches !== undefined){
let data8 = data.total_matches;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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

export const get_counters_input = validate26;
const schema37 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"description":"Hero whose matchups to list.","type":"string"},"limit":{"default":12,"description":"Rows per direction (default 12).","type":"integer"}},"required":["context","game","hero"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err5 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema37.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err8 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_counters_output = validate27;
const schema38 = {"additionalProperties":false,"properties":{"best_against":{"description":"Opponents the hero beats most often, best first.","items":{"additionalProperties":false,"properties":{"hero":{"description":"The hero asked about (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"opponent":{"description":"The opposing hero (display name).","type":"string"},"winrate_pct":{"description":"The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.","maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","opponent","winrate_pct"],"type":"object"},"type":"array"},"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"description":"The hero as resolved (display name).","type":"string"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"},"worst_against":{"description":"Opponents the hero loses to most often, worst first.","items":{"additionalProperties":false,"properties":{"hero":{"description":"The hero asked about (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"opponent":{"description":"The opposing hero (display name).","type":"string"},"winrate_pct":{"description":"The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.","maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","opponent","winrate_pct"],"type":"object"},"type":"array"}},"required":["best_against","citation","game","hero","source_url","worst_against"],"type":"object"};

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
let data0 = data.best_against;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.hero === undefined){
const err7 = {instancePath:instancePath+"/best_against/" + i0,schemaPath:"#/properties/best_against/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.matches === undefined){
const err8 = {instancePath:instancePath+"/best_against/" + i0,schemaPath:"#/properties/best_against/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.opponent === undefined){
const err9 = {instancePath:instancePath+"/best_against/" + i0,schemaPath:"#/properties/best_against/items/required",keyword:"required",params:{missingProperty: "opponent"},message:"must have required property '"+"opponent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.winrate_pct === undefined){
const err10 = {instancePath:instancePath+"/best_against/" + i0,schemaPath:"#/properties/best_against/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "hero") || (key1 === "matches")) || (key1 === "opponent")) || (key1 === "winrate_pct"))){
const err11 = {instancePath:instancePath+"/best_against/" + i0,schemaPath:"#/properties/best_against/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.hero !== undefined){
if(typeof data1.hero !== "string"){
const err12 = {instancePath:instancePath+"/best_against/" + i0+"/hero",schemaPath:"#/properties/best_against/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.matches !== undefined){
let data3 = data1.matches;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/best_against/" + i0+"/matches",schemaPath:"#/properties/best_against/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err14 = {instancePath:instancePath+"/best_against/" + i0+"/matches",schemaPath:"#/properties/best_against/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.opponent !== undefined){
if(typeof data1.opponent !== "string"){
const err15 = {instancePath:instancePath+"/best_against/" + i0+"/opponent",schemaPath:"#/properties/best_against/items/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.winrate_pct !== undefined){
let data5 = data1.winrate_pct;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/best_against/" + i0+"/winrate_pct",schemaPath:"#/properties/best_against/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/best_against/" + i0+"/winrate_pct",schemaPath:"#/properties/best_against/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err18 = {instancePath:instancePath+"/best_against/" + i0+"/winrate_pct",schemaPath:"#/properties/best_against/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err19 = {instancePath:instancePath+"/best_against/" + i0,schemaPath:"#/properties/best_against/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/best_against",schemaPath:"#/properties/best_against/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err21 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.game !== undefined){
let data7 = data.game;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((data7 === "game_a") || (data7 === "game_b")) || (data7 === "game_c"))){
const err23 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema38.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err24 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err25 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err26 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.worst_against !== undefined){
let data10 = data.worst_against;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.hero === undefined){
const err27 = {instancePath:instancePath+"/worst_against/" + i1,schemaPath:"#/properties/worst_against/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.matches === undefined){
const err28 = {instancePath:instancePath+"/worst_against/" + i1,schemaPath:"#/properties/worst_against/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11.opponent === undefined){
const err29 = {instancePath:instancePath+"/worst_against/" + i1,schemaPath:"#/properties/worst_against/items/required",keyword:"required",params:{missingProperty: "opponent"},message:"must have required property '"+"opponent"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.winrate_pct === undefined){
const err30 = {instancePath:instancePath+"/worst_against/" + i1,schemaPath:"#/properties/worst_against/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data11){
if(!((((key2 === "hero") || (key2 === "matches")) || (key2 === "opponent")) || (key2 === "winrate_pct"))){
const err31 = {instancePath:instancePath+"/worst_against/" + i1,schemaPath:"#/properties/worst_against/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.hero !== undefined){
if(typeof data11.hero !== "string"){
const err32 = {instancePath:instancePath+"/worst_against/" + i1+"/hero",schemaPath:"#/properties/worst_against/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.matches !== undefined){
let data13 = data11.matches;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/worst_against/" + i1+"/matches",schemaPath:"#/properties/worst_against/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err34 = {instancePath:instancePath+"/worst_against/" + i1+"/matches",schemaPath:"#/properties/worst_against/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.opponent !== undefined){
if(typeof data11.opponent !== "string"){
const err35 = {instancePath:instancePath+"/worst_against/" + i1+"/opponent",schemaPath:"#/properties/worst_against/items/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.winrate_pct !== undefined){
let data15 = data11.winrate_pct;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100 || isNaN(data15)){
const err36 = {instancePath:instancePath+"/worst_against/" + i1+"/winrate_pct",schemaPath:"#/properties/worst_against/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err37 = {instancePath:instancePath+"/worst_against/" + i1+"/winrate_pct",schemaPath:"#/properties/worst_against/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err38 = {instancePath:instancePath+"/worst_against/" + i1+"/winrate_pct",schemaPath:"#/properties/worst_against/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err39 = {instancePath:instancePath+"/worst_against/" + i1,schemaPath:"#/properties/worst_against/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err40 = {instancePath:instancePath+"/worst_against",schemaPath:"#/properties/worst_against/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_hero_momentum_input = validate28;
const schema39 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"default":"","description":"Hero name, alias or short name; empty (default) lists the biggest movers.","type":"string"},"limit":{"default":10,"description":"Number of heroes to return (default 10).","type":"integer"}},"required":["context","game"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema39.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_hero_momentum_output = validate29;
const schema40 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"movers":{"description":"Heroes by size of movement.","items":{"additionalProperties":false,"properties":{"delta_pp":{"description":"Change in percentage points (this week minus the week before).","type":"number"},"hero":{"description":"Hero (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"previous_win_rate_pct":{"description":"Win rate the week before, in percent.","maximum":100,"minimum":0,"type":"number"},"win_rate_pct":{"description":"Win rate this week, in percent.","maximum":100,"minimum":0,"type":"number"}},"required":["delta_pp","hero","matches","previous_win_rate_pct","win_rate_pct"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["citation","game","movers","source_url"],"type":"object"};

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
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema40.properties.game.enum},message:"must be equal to one of the allowed values"};
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
if(data3.win_rate_pct === undefined){
const err12 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "delta_pp") || (key1 === "hero")) || (key1 === "matches")) || (key1 === "previous_win_rate_pct")) || (key1 === "win_rate_pct"))){
const err13 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.delta_pp !== undefined){
let data4 = data3.delta_pp;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/movers/" + i0+"/delta_pp",schemaPath:"#/properties/movers/items/properties/delta_pp/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.hero !== undefined){
if(typeof data3.hero !== "string"){
const err15 = {instancePath:instancePath+"/movers/" + i0+"/hero",schemaPath:"#/properties/movers/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.matches !== undefined){
let data6 = data3.matches;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/movers/" + i0+"/matches",schemaPath:"#/properties/movers/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/movers/" + i0+"/matches",schemaPath:"#/properties/movers/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.previous_win_rate_pct !== undefined){
let data7 = data3.previous_win_rate_pct;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/movers/" + i0+"/previous_win_rate_pct",schemaPath:"#/properties/movers/items/properties/previous_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/movers/" + i0+"/previous_win_rate_pct",schemaPath:"#/properties/movers/items/properties/previous_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err20 = {instancePath:instancePath+"/movers/" + i0+"/previous_win_rate_pct",schemaPath:"#/properties/movers/items/properties/previous_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.win_rate_pct !== undefined){
let data8 = data3.win_rate_pct;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/movers/" + i0+"/win_rate_pct",schemaPath:"#/properties/movers/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/movers/" + i0+"/win_rate_pct",schemaPath:"#/properties/movers/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err23 = {instancePath:instancePath+"/movers/" + i0+"/win_rate_pct",schemaPath:"#/properties/movers/items/properties/win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err24 = {instancePath:instancePath+"/movers/" + i0,schemaPath:"#/properties/movers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/movers",schemaPath:"#/properties/movers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err26 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err27 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_matchup_input = validate30;
const schema41 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"description":"The hero whose win rate is measured.","type":"string"},"opponent":{"description":"The opposing hero.","type":"string"}},"required":["context","game","hero","opponent"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err6 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema41.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err9 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.opponent !== undefined){
if(typeof data.opponent !== "string"){
const err10 = {instancePath:instancePath+"/opponent",schemaPath:"#/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_matchup_output = validate31;
const schema42 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"description":"The hero asked about (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"opponent":{"description":"The opposing hero (display name).","type":"string"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"},"winrate_pct":{"description":"The hero's observed win rate against this opponent, in percent; above 50 means the hero beats the opponent.","maximum":100,"minimum":0,"type":"number"}},"required":["citation","game","hero","matches","opponent","source_url","winrate_pct"],"type":"object"};

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
if(data.winrate_pct === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "citation") || (key0 === "game")) || (key0 === "hero")) || (key0 === "matches")) || (key0 === "opponent")) || (key0 === "source_url")) || (key0 === "winrate_pct"))){
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
const err10 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema42.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err11 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.matches !== undefined){
let data3 = data.matches;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err13 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.opponent !== undefined){
if(typeof data.opponent !== "string"){
const err14 = {instancePath:instancePath+"/opponent",schemaPath:"#/properties/opponent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.source_url !== undefined){
let data5 = data.source_url;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err15 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err16 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.winrate_pct !== undefined){
let data6 = data.winrate_pct;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/winrate_pct",schemaPath:"#/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/winrate_pct",schemaPath:"#/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err19 = {instancePath:instancePath+"/winrate_pct",schemaPath:"#/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_model_track_record_input = validate32;
const schema43 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"limit":{"default":10,"description":"Number of evaluations, newest first (default 10).","type":"integer"}},"required":["context"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_model_track_record_output = validate33;
const schema44 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"generated_at":{"description":"When the ledger was generated.","format":"date-time","type":"string"},"ledger":{"description":"Weekly evaluations, newest first.","items":{"additionalProperties":false,"properties":{"challenger":{"additionalProperties":false,"properties":{"acc":{"description":"Raw accuracy on the holdout; do not headline it.","type":"number"},"bce":{"description":"Binary cross-entropy on the holdout (lower is better); the second metric.","type":"number"},"ece":{"description":"Expected calibration error (lower is better); the headline metric.","type":"number"},"holdout_n":{"description":"Number of holdout matches.","minimum":0,"type":"integer"}},"required":["acc","bce","ece","holdout_n"],"type":"object"},"champion":{"additionalProperties":false,"properties":{"acc":{"description":"Raw accuracy on the holdout; do not headline it.","type":"number"},"bce":{"description":"Binary cross-entropy on the holdout (lower is better); the second metric.","type":"number"},"ece":{"description":"Expected calibration error (lower is better); the headline metric.","type":"number"},"holdout_n":{"description":"Number of holdout matches.","minimum":0,"type":"integer"}},"required":["acc","bce","ece","holdout_n"],"type":"object"},"decided_at":{"description":"When the weekly evaluation was decided.","format":"date-time","type":"string"},"promote":{"description":"True when the challenger was promoted, false when it was rejected.","type":"boolean"}},"required":["challenger","champion","decided_at","promote"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"},"total_evaluations":{"description":"Evaluations ever run.","minimum":0,"type":"integer"},"total_promotions":{"description":"Evaluations that promoted the challenger.","minimum":0,"type":"integer"}},"required":["citation","generated_at","ledger","source_url","total_evaluations","total_promotions"],"type":"object"};
const formats12 = __ajv_dep0.fullFormats["date-time"];

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
if(!(formats12.validate(data1))){
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
if(!((((key1 === "challenger") || (key1 === "champion")) || (key1 === "decided_at")) || (key1 === "promote"))){
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
let data4 = data3.challenger;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.acc === undefined){
const err15 = {instancePath:instancePath+"/ledger/" + i0+"/challenger",schemaPath:"#/properties/ledger/items/properties/challenger/required",keyword:"required",params:{missingProperty: "acc"},message:"must have required property '"+"acc"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.bce === undefined){
const err16 = {instancePath:instancePath+"/ledger/" + i0+"/challenger",schemaPath:"#/properties/ledger/items/properties/challenger/required",keyword:"required",params:{missingProperty: "bce"},message:"must have required property '"+"bce"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.ece === undefined){
const err17 = {instancePath:instancePath+"/ledger/" + i0+"/challenger",schemaPath:"#/properties/ledger/items/properties/challenger/required",keyword:"required",params:{missingProperty: "ece"},message:"must have required property '"+"ece"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.holdout_n === undefined){
const err18 = {instancePath:instancePath+"/ledger/" + i0+"/challenger",schemaPath:"#/properties/ledger/items/properties/challenger/required",keyword:"required",params:{missingProperty: "holdout_n"},message:"must have required property '"+"holdout_n"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data4){
if(!((((key2 === "acc") || (key2 === "bce")) || (key2 === "ece")) || (key2 === "holdout_n"))){
const err19 = {instancePath:instancePath+"/ledger/" + i0+"/challenger",schemaPath:"#/properties/ledger/items/properties/challenger/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.acc !== undefined){
let data5 = data4.acc;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/ledger/" + i0+"/challenger/acc",schemaPath:"#/properties/ledger/items/properties/challenger/properties/acc/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.bce !== undefined){
let data6 = data4.bce;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/ledger/" + i0+"/challenger/bce",schemaPath:"#/properties/ledger/items/properties/challenger/properties/bce/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.ece !== undefined){
let data7 = data4.ece;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/ledger/" + i0+"/challenger/ece",schemaPath:"#/properties/ledger/items/properties/challenger/properties/ece/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.holdout_n !== undefined){
let data8 = data4.holdout_n;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/ledger/" + i0+"/challenger/holdout_n",schemaPath:"#/properties/ledger/items/properties/challenger/properties/holdout_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/ledger/" + i0+"/challenger/holdout_n",schemaPath:"#/properties/ledger/items/properties/challenger/properties/holdout_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err25 = {instancePath:instancePath+"/ledger/" + i0+"/challenger",schemaPath:"#/properties/ledger/items/properties/challenger/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.champion !== undefined){
let data9 = data3.champion;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.acc === undefined){
const err26 = {instancePath:instancePath+"/ledger/" + i0+"/champion",schemaPath:"#/properties/ledger/items/properties/champion/required",keyword:"required",params:{missingProperty: "acc"},message:"must have required property '"+"acc"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.bce === undefined){
const err27 = {instancePath:instancePath+"/ledger/" + i0+"/champion",schemaPath:"#/properties/ledger/items/properties/champion/required",keyword:"required",params:{missingProperty: "bce"},message:"must have required property '"+"bce"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.ece === undefined){
const err28 = {instancePath:instancePath+"/ledger/" + i0+"/champion",schemaPath:"#/properties/ledger/items/properties/champion/required",keyword:"required",params:{missingProperty: "ece"},message:"must have required property '"+"ece"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9.holdout_n === undefined){
const err29 = {instancePath:instancePath+"/ledger/" + i0+"/champion",schemaPath:"#/properties/ledger/items/properties/champion/required",keyword:"required",params:{missingProperty: "holdout_n"},message:"must have required property '"+"holdout_n"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key3 in data9){
if(!((((key3 === "acc") || (key3 === "bce")) || (key3 === "ece")) || (key3 === "holdout_n"))){
const err30 = {instancePath:instancePath+"/ledger/" + i0+"/champion",schemaPath:"#/properties/ledger/items/properties/champion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.acc !== undefined){
let data10 = data9.acc;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/ledger/" + i0+"/champion/acc",schemaPath:"#/properties/ledger/items/properties/champion/properties/acc/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.bce !== undefined){
let data11 = data9.bce;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err32 = {instancePath:instancePath+"/ledger/" + i0+"/champion/bce",schemaPath:"#/properties/ledger/items/properties/champion/properties/bce/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.ece !== undefined){
let data12 = data9.ece;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/ledger/" + i0+"/champion/ece",schemaPath:"#/properties/ledger/items/properties/champion/properties/ece/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.holdout_n !== undefined){
let data13 = data9.holdout_n;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err34 = {instancePath:instancePath+"/ledger/" + i0+"/champion/holdout_n",schemaPath:"#/properties/ledger/items/properties/champion/properties/holdout_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/ledger/" + i0+"/champion/holdout_n",schemaPath:"#/properties/ledger/items/properties/champion/properties/holdout_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err36 = {instancePath:instancePath+"/ledger/" + i0+"/champion",schemaPath:"#/properties/ledger/items/properties/champion/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data3.decided_at !== undefined){
let data14 = data3.decided_at;
if(typeof data14 === "string"){
if(!(formats12.validate(data14))){
const err37 = {instancePath:instancePath+"/ledger/" + i0+"/decided_at",schemaPath:"#/properties/ledger/items/properties/decided_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err38 = {instancePath:instancePath+"/ledger/" + i0+"/decided_at",schemaPath:"#/properties/ledger/items/properties/decided_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data3.promote !== undefined){
if(typeof data3.promote !== "boolean"){
const err39 = {instancePath:instancePath+"/ledger/" + i0+"/promote",schemaPath:"#/properties/ledger/items/properties/promote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err40 = {instancePath:instancePath+"/ledger/" + i0,schemaPath:"#/properties/ledger/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err41 = {instancePath:instancePath+"/ledger",schemaPath:"#/properties/ledger/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.source_url !== undefined){
let data16 = data.source_url;
if(typeof data16 === "string"){
if(!(formats0(data16))){
const err42 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err43 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.total_evaluations !== undefined){
let data17 = data.total_evaluations;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err44 = {instancePath:instancePath+"/total_evaluations",schemaPath:"#/properties/total_evaluations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err45 = {instancePath:instancePath+"/total_evaluations",schemaPath:"#/properties/total_evaluations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.total_promotions !== undefined){
let data18 = data.total_promotions;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err46 = {instancePath:instancePath+"/total_promotions",schemaPath:"#/properties/total_promotions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err47 = {instancePath:instancePath+"/total_promotions",schemaPath:"#/properties/total_promotions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_more_tools_input = validate34;
const schema45 = {"additionalProperties":false,"properties":{"context":{"description":"15 to 25 words, third person: the goal and the kind of tool that would help; no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"}},"required":["context"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_more_tools_output = validate35;
const schema46 = {"additionalProperties":false,"properties":{"available":{"description":"True when additional tools are available.","type":"boolean"},"message":{"description":"What is available or why nothing is.","type":"string"},"tools":{"description":"Additional tools, if any.","items":{"additionalProperties":false,"properties":{"description":{"description":"What the tool does.","type":"string"},"name":{"description":"Tool name.","type":"string"}},"required":["description","name"],"type":"object"},"type":"array"}},"required":["available","message","tools"],"type":"object"};

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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_synergy_input = validate36;
const schema47 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"description":"Hero whose teammates to list.","type":"string"},"limit":{"default":12,"description":"Rows per direction (default 12).","type":"integer"}},"required":["context","game","hero"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err5 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema47.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err8 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_synergy_output = validate37;
const schema48 = {"additionalProperties":false,"properties":{"best_with":{"description":"Teammates with the highest shared win rate, best first.","items":{"additionalProperties":false,"properties":{"hero":{"description":"The hero asked about (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"teammate":{"description":"The allied hero (display name).","type":"string"},"winrate_pct":{"description":"Observed win rate when both are on the same team, in percent.","maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","teammate","winrate_pct"],"type":"object"},"type":"array"},"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"hero":{"description":"The hero as resolved (display name).","type":"string"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"},"worst_with":{"description":"Teammates with the lowest shared win rate, worst first.","items":{"additionalProperties":false,"properties":{"hero":{"description":"The hero asked about (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"teammate":{"description":"The allied hero (display name).","type":"string"},"winrate_pct":{"description":"Observed win rate when both are on the same team, in percent.","maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","teammate","winrate_pct"],"type":"object"},"type":"array"}},"required":["best_with","citation","game","hero","source_url","worst_with"],"type":"object"};

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
let data0 = data.best_with;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.hero === undefined){
const err7 = {instancePath:instancePath+"/best_with/" + i0,schemaPath:"#/properties/best_with/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.matches === undefined){
const err8 = {instancePath:instancePath+"/best_with/" + i0,schemaPath:"#/properties/best_with/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.teammate === undefined){
const err9 = {instancePath:instancePath+"/best_with/" + i0,schemaPath:"#/properties/best_with/items/required",keyword:"required",params:{missingProperty: "teammate"},message:"must have required property '"+"teammate"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.winrate_pct === undefined){
const err10 = {instancePath:instancePath+"/best_with/" + i0,schemaPath:"#/properties/best_with/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "hero") || (key1 === "matches")) || (key1 === "teammate")) || (key1 === "winrate_pct"))){
const err11 = {instancePath:instancePath+"/best_with/" + i0,schemaPath:"#/properties/best_with/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.hero !== undefined){
if(typeof data1.hero !== "string"){
const err12 = {instancePath:instancePath+"/best_with/" + i0+"/hero",schemaPath:"#/properties/best_with/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.matches !== undefined){
let data3 = data1.matches;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/best_with/" + i0+"/matches",schemaPath:"#/properties/best_with/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err14 = {instancePath:instancePath+"/best_with/" + i0+"/matches",schemaPath:"#/properties/best_with/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.teammate !== undefined){
if(typeof data1.teammate !== "string"){
const err15 = {instancePath:instancePath+"/best_with/" + i0+"/teammate",schemaPath:"#/properties/best_with/items/properties/teammate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.winrate_pct !== undefined){
let data5 = data1.winrate_pct;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/best_with/" + i0+"/winrate_pct",schemaPath:"#/properties/best_with/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/best_with/" + i0+"/winrate_pct",schemaPath:"#/properties/best_with/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err18 = {instancePath:instancePath+"/best_with/" + i0+"/winrate_pct",schemaPath:"#/properties/best_with/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err19 = {instancePath:instancePath+"/best_with/" + i0,schemaPath:"#/properties/best_with/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/best_with",schemaPath:"#/properties/best_with/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err21 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.game !== undefined){
let data7 = data.game;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((data7 === "game_a") || (data7 === "game_b")) || (data7 === "game_c"))){
const err23 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema48.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.hero !== undefined){
if(typeof data.hero !== "string"){
const err24 = {instancePath:instancePath+"/hero",schemaPath:"#/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err25 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err26 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.worst_with !== undefined){
let data10 = data.worst_with;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.hero === undefined){
const err27 = {instancePath:instancePath+"/worst_with/" + i1,schemaPath:"#/properties/worst_with/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.matches === undefined){
const err28 = {instancePath:instancePath+"/worst_with/" + i1,schemaPath:"#/properties/worst_with/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11.teammate === undefined){
const err29 = {instancePath:instancePath+"/worst_with/" + i1,schemaPath:"#/properties/worst_with/items/required",keyword:"required",params:{missingProperty: "teammate"},message:"must have required property '"+"teammate"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.winrate_pct === undefined){
const err30 = {instancePath:instancePath+"/worst_with/" + i1,schemaPath:"#/properties/worst_with/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data11){
if(!((((key2 === "hero") || (key2 === "matches")) || (key2 === "teammate")) || (key2 === "winrate_pct"))){
const err31 = {instancePath:instancePath+"/worst_with/" + i1,schemaPath:"#/properties/worst_with/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.hero !== undefined){
if(typeof data11.hero !== "string"){
const err32 = {instancePath:instancePath+"/worst_with/" + i1+"/hero",schemaPath:"#/properties/worst_with/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.matches !== undefined){
let data13 = data11.matches;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/worst_with/" + i1+"/matches",schemaPath:"#/properties/worst_with/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err34 = {instancePath:instancePath+"/worst_with/" + i1+"/matches",schemaPath:"#/properties/worst_with/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.teammate !== undefined){
if(typeof data11.teammate !== "string"){
const err35 = {instancePath:instancePath+"/worst_with/" + i1+"/teammate",schemaPath:"#/properties/worst_with/items/properties/teammate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.winrate_pct !== undefined){
let data15 = data11.winrate_pct;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100 || isNaN(data15)){
const err36 = {instancePath:instancePath+"/worst_with/" + i1+"/winrate_pct",schemaPath:"#/properties/worst_with/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err37 = {instancePath:instancePath+"/worst_with/" + i1+"/winrate_pct",schemaPath:"#/properties/worst_with/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err38 = {instancePath:instancePath+"/worst_with/" + i1+"/winrate_pct",schemaPath:"#/properties/worst_with/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err39 = {instancePath:instancePath+"/worst_with/" + i1,schemaPath:"#/properties/worst_with/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err40 = {instancePath:instancePath+"/worst_with",schemaPath:"#/properties/worst_with/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tier_list_input = validate38;
const schema49 = {"additionalProperties":false,"else":{"properties":{"rank":{"description":"game_b and game_c rank words.","pattern":"^(?:low|mid|high|top)?$","type":"string"}}},"if":{"properties":{"game":{"const":"game_a","description":"The game is game_a."}},"required":["game"]},"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"limit":{"default":20,"description":"Number of heroes to return (default 20).","type":"integer"},"rank":{"default":"","description":"Rank bracket; empty (default) means all ranks. game_a: herald, guardian, crusader, archon, legend, ancient or hyphen-joined bands; game_b and game_c: low, mid, high or top.","type":"string"}},"required":["context","game"],"then":{"properties":{"rank":{"description":"game_a rank words.","pattern":"^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$","type":"string"}}},"type":"object"};
const pattern14 = new RegExp("^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$", "u");
const pattern15 = new RegExp("^(?:low|mid|high|top)?$", "u");

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.game === undefined) && (missing0 = "game")){
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
if(data.game !== undefined){
if("game_a" !== data.game){
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
let ifClause0;
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rank !== undefined){
let data1 = data.rank;
if(typeof data1 === "string"){
if(!pattern14.test(data1)){
const err2 = {instancePath:instancePath+"/rank",schemaPath:"#/then/properties/rank/pattern",keyword:"pattern",params:{pattern: "^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$"},message:"must match pattern \""+"^(?:(?:herald|guardian|crusader|archon|legend|ancient)(?:-(?:herald|guardian|crusader|archon|legend|ancient))*)?$"+"\""};
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
const err3 = {instancePath:instancePath+"/rank",schemaPath:"#/then/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.rank = true;
props0.game = true;
}
ifClause0 = "then";
}
else {
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rank !== undefined){
let data2 = data.rank;
if(typeof data2 === "string"){
if(!pattern15.test(data2)){
const err4 = {instancePath:instancePath+"/rank",schemaPath:"#/else/properties/rank/pattern",keyword:"pattern",params:{pattern: "^(?:low|mid|high|top)?$"},message:"must match pattern \""+"^(?:low|mid|high|top)?$"+"\""};
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
const err5 = {instancePath:instancePath+"/rank",schemaPath:"#/else/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs7 === errors;
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
if(data.limit === undefined){
data.limit = 20;
}
if(data.rank === undefined){
data.rank = "";
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
if(data.game === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "context") || (key0 === "game")) || (key0 === "limit")) || (key0 === "rank"))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.context !== undefined){
let data3 = data.context;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err11 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
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
const err13 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema49.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let data5 = data.limit;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data.rank !== "string"){
const err15 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tier_list_output = validate39;
const schema50 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"heroes":{"description":"Heroes, best first.","items":{"additionalProperties":false,"properties":{"hero":{"description":"Hero (display name).","type":"string"},"matches":{"description":"Sample size: number of observed matches behind the figure.","minimum":0,"type":"integer"},"shortName":{"description":"Short name.","type":"string"},"winrate_pct":{"description":"Observed win rate in percent.","maximum":100,"minimum":0,"type":"number"}},"required":["hero","matches","shortName","winrate_pct"],"type":"object"},"type":"array"},"rank":{"description":"Rank bracket applied; empty for all ranks.","type":"string"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"},"total_matches":{"description":"Sample size: matches behind the whole list.","minimum":0,"type":"integer"}},"required":["citation","game","heroes","rank","source_url","total_matches"],"type":"object"};

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
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema50.properties.game.enum},message:"must be equal to one of the allowed values"};
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
if(data3.winrate_pct === undefined){
const err13 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/required",keyword:"required",params:{missingProperty: "winrate_pct"},message:"must have required property '"+"winrate_pct"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "hero") || (key1 === "matches")) || (key1 === "shortName")) || (key1 === "winrate_pct"))){
const err14 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.hero !== undefined){
if(typeof data3.hero !== "string"){
const err15 = {instancePath:instancePath+"/heroes/" + i0+"/hero",schemaPath:"#/properties/heroes/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.matches !== undefined){
let data5 = data3.matches;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err17 = {instancePath:instancePath+"/heroes/" + i0+"/matches",schemaPath:"#/properties/heroes/items/properties/matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.shortName !== undefined){
if(typeof data3.shortName !== "string"){
const err18 = {instancePath:instancePath+"/heroes/" + i0+"/shortName",schemaPath:"#/properties/heroes/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.winrate_pct !== undefined){
let data7 = data3.winrate_pct;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/heroes/" + i0+"/winrate_pct",schemaPath:"#/properties/heroes/items/properties/winrate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/heroes/" + i0+"/winrate_pct",schemaPath:"#/properties/heroes/items/properties/winrate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err21 = {instancePath:instancePath+"/heroes/" + i0+"/winrate_pct",schemaPath:"#/properties/heroes/items/properties/winrate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err22 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/properties/heroes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/heroes",schemaPath:"#/properties/heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.rank !== undefined){
if(typeof data.rank !== "string"){
const err24 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err25 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err26 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.total_matches !== undefined){
let data10 = data.total_matches;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err27 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/total_matches",schemaPath:"#/properties/total_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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

export const get_tournament_game_stats_input = validate40;
const schema51 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"event":{"description":"Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.","pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$","type":"string"},"game":{"description":"Game (default game_a; only game_a has tournament coverage).","enum":["game_a","game_b","game_c"],"type":"string","default":"game_a"},"limit":{"default":3,"description":"Number of games to return (default 3).","type":"integer"},"match_id":{"default":0,"description":"Only this match; 0 (default) means no filter.","type":"integer"},"stage":{"default":"","description":"Only games of this stage; empty (default) for all stages.","type":"string"},"team":{"default":"","description":"Only games of this team; empty (default) for all teams.","type":"string"}},"required":["context"],"type":"object"};
const pattern18 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$", "u");

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data1 === "string"){
if(!pattern18.test(data1)){
const err4 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$"+"\""};
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
const err5 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
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
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema51.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
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
let data4 = data.match_id;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/match_id",schemaPath:"#/properties/match_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data.stage !== "string"){
const err10 = {instancePath:instancePath+"/stage",schemaPath:"#/properties/stage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data.team !== "string"){
const err11 = {instancePath:instancePath+"/team",schemaPath:"#/properties/team/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_game_stats_output = validate41;
const schema52 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"event":{"description":"Event slug.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"games":{"description":"Box scores, newest first.","items":{"additionalProperties":false,"properties":{"comeback":{"description":"True when the winner came back from a significant net-worth deficit.","type":"boolean"},"event":{"description":"Event slug.","type":"string"},"first_blood":{"additionalProperties":false,"description":"Who drew first blood and when.","properties":{"player":{"description":"Player who made the kill.","type":"string"},"time_s":{"description":"Game time in seconds.","minimum":0,"type":"integer"}},"required":["player","time_s"],"type":["object","null"]},"lane_winners_10min":{"description":"Lane winners at 10 minutes.","items":{"additionalProperties":false,"properties":{"lane":{"description":"Lane.","type":"string"},"winner":{"description":"Team ahead in the lane at 10 minutes; null for an even lane.","type":["string","null"]}},"required":["lane","winner"],"type":"object"},"type":"array"},"match_id":{"description":"Match id; pass it as match_id to get this game alone.","minimum":1,"type":"integer"},"players":{"description":"One row per player.","items":{"additionalProperties":false,"properties":{"assists":{"minimum":0,"type":"integer"},"deaths":{"minimum":0,"type":"integer"},"gpm":{"description":"Gold per minute.","minimum":0,"type":"integer"},"hero":{"description":"Hero played (display name).","type":"string"},"item_timings":{"description":"Key item timings.","items":{"additionalProperties":false,"properties":{"item":{"description":"Item name.","type":"string"},"time_s":{"description":"Game time of purchase in seconds.","minimum":0,"type":"integer"}},"required":["item","time_s"],"type":"object"},"type":"array"},"kills":{"minimum":0,"type":"integer"},"lane":{"description":"Lane played.","type":"string"},"net_worth":{"description":"Final net worth in gold.","minimum":0,"type":"integer"},"player":{"description":"Player name as published in the official match data.","type":"string"},"team":{"description":"Team name.","type":"string"}},"required":["assists","deaths","gpm","hero","item_timings","kills","lane","net_worth","player","team"],"type":"object"},"type":"array"},"roshans":{"description":"Roshan kills in order.","items":{"additionalProperties":false,"properties":{"team":{"description":"Team that took Roshan.","type":"string"},"time_s":{"description":"Game time in seconds.","minimum":0,"type":"integer"}},"required":["team","time_s"],"type":"object"},"type":"array"},"stage":{"description":"Stage of the event.","type":"string"},"teams":{"description":"The two team names.","items":{"type":"string"},"maxItems":2,"minItems":2,"type":"array"},"winner":{"description":"Winning team, null if unknown.","type":["string","null"]}},"required":["comeback","event","first_blood","lane_winners_10min","match_id","players","roshans","stage","teams","winner"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["citation","event","game","games","source_url"],"type":"object"};

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
const err9 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema52.properties.game.enum},message:"must be equal to one of the allowed values"};
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
if(!(func1.call(schema52.properties.games.items.properties, key1))){
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
const err23 = {instancePath:instancePath+"/games/" + i0+"/first_blood",schemaPath:"#/properties/games/items/properties/first_blood/type",keyword:"type",params:{type: schema52.properties.games.items.properties.first_blood.type},message:"must be object,null"};
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
const err34 = {instancePath:instancePath+"/games/" + i0+"/lane_winners_10min/" + i1+"/winner",schemaPath:"#/properties/games/items/properties/lane_winners_10min/items/properties/winner/type",keyword:"type",params:{type: schema52.properties.games.items.properties.lane_winners_10min.items.properties.winner.type},message:"must be string,null"};
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
if(!(func1.call(schema52.properties.games.items.properties.players.items.properties, key4))){
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
const err87 = {instancePath:instancePath+"/games/" + i0+"/winner",schemaPath:"#/properties/games/items/properties/winner/type",keyword:"type",params:{type: schema52.properties.games.items.properties.winner.type},message:"must be string,null"};
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
if(!(formats0(data38))){
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_stats_input = validate42;
const schema53 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"event":{"description":"Tournament slug <event>-<year> in lower case, e.g. an event name slug followed by -2026; omitted: the flagship tournament of 2026.","pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$","type":"string"},"game":{"description":"Game (default game_a; only game_a has tournament coverage).","enum":["game_a","game_b","game_c"],"type":"string","default":"game_a"},"limit":{"default":15,"description":"Heroes per list (default 15).","type":"integer"}},"required":["context"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data1 === "string"){
if(!pattern18.test(data1)){
const err4 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9]{4}$"+"\""};
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
const err5 = {instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
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
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema53.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tournament_stats_output = validate43;
const schema54 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"event":{"description":"Event slug.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"games_played":{"description":"Number of official games behind the figures.","minimum":0,"type":"integer"},"most_banned":{"description":"Most-banned heroes first.","items":{"additionalProperties":false,"properties":{"bans":{"minimum":0,"type":"integer"},"hero":{"description":"Hero (display name).","type":"string"}},"required":["bans","hero"],"type":"object"},"type":"array"},"most_picked":{"description":"Most-picked heroes first.","items":{"additionalProperties":false,"properties":{"hero":{"description":"Hero (display name).","type":"string"},"picks":{"minimum":0,"type":"integer"},"win_rate_pct":{"description":"Win rate when picked, in percent; null when never picked.","maximum":100,"minimum":0,"type":["number","null"]},"wins":{"minimum":0,"type":"integer"}},"required":["hero","picks","win_rate_pct","wins"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["citation","event","game","games_played","most_banned","most_picked","source_url"],"type":"object"};

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
const err11 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema54.properties.game.enum},message:"must be equal to one of the allowed values"};
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
const err30 = {instancePath:instancePath+"/most_picked/" + i1+"/win_rate_pct",schemaPath:"#/properties/most_picked/items/properties/win_rate_pct/type",keyword:"type",params:{type: schema54.properties.most_picked.items.properties.win_rate_pct.type},message:"must be number,null"};
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
if(!(formats0(data14))){
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const lookup_hero_input = validate44;
const schema55 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"game":{"description":"Game whose roster to search (default game_a).","enum":["game_a","game_b","game_c"],"type":"string","default":"game_a"},"query":{"description":"Hero name, alias or short name to resolve; the empty string lists every hero of the game.","type":"string"}},"required":["context","query"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
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
const err6 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema55.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
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
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const lookup_hero_output = validate45;
const schema56 = {"description":"The best match for a non-empty query, or the roster for an empty query.","oneOf":[{"additionalProperties":false,"description":"The best-matching hero for a lookup_hero query.","properties":{"displayName":{"description":"Full display name.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"id":{"description":"Canonical hero id (use it in fetch ids such as game_a:counters:<id>).","type":"string"},"shortName":{"description":"Short name.","type":"string"}},"required":["displayName","game","id","shortName"],"type":"object"},{"additionalProperties":false,"description":"The whole roster (empty query).","properties":{"count":{"description":"Number of heroes in the roster.","minimum":0,"type":"integer"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"heroes":{"description":"Every hero of the game.","items":{"additionalProperties":false,"properties":{"aliases":{"description":"Other names the server accepts for this hero.","items":{"type":"string"},"type":"array"},"displayName":{"description":"Full display name.","type":"string"},"id":{"description":"Canonical hero id.","type":"string"},"shortName":{"description":"Short name.","type":"string"}},"required":["aliases","displayName","id","shortName"],"type":"object"},"type":"array"}},"required":["count","game","heroes"],"type":"object"}],"type":"object"};

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
if(data.shortName === undefined){
const err4 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "displayName") || (key0 === "game")) || (key0 === "id")) || (key0 === "shortName"))){
const err5 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.displayName !== undefined){
if(typeof data.displayName !== "string"){
const err6 = {instancePath:instancePath+"/displayName",schemaPath:"#/oneOf/0/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/0/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data1 === "game_a") || (data1 === "game_b")) || (data1 === "game_c"))){
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/0/properties/game/enum",keyword:"enum",params:{allowedValues: schema56.oneOf[0].properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/oneOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.shortName !== undefined){
if(typeof data.shortName !== "string"){
const err10 = {instancePath:instancePath+"/shortName",schemaPath:"#/oneOf/0/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.game === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.heroes === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "heroes"},message:"must have required property '"+"heroes"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data){
if(!(((key1 === "count") || (key1 === "game")) || (key1 === "heroes"))){
const err15 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.count !== undefined){
let data4 = data.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/1/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/1/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.game !== undefined){
let data5 = data.game;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/1/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data5 === "game_a") || (data5 === "game_b")) || (data5 === "game_c"))){
const err19 = {instancePath:instancePath+"/game",schemaPath:"#/oneOf/1/properties/game/enum",keyword:"enum",params:{allowedValues: schema56.oneOf[1].properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.heroes !== undefined){
let data6 = data.heroes;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.aliases === undefined){
const err20 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "aliases"},message:"must have required property '"+"aliases"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.displayName === undefined){
const err21 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.id === undefined){
const err22 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.shortName === undefined){
const err23 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data7){
if(!((((key2 === "aliases") || (key2 === "displayName")) || (key2 === "id")) || (key2 === "shortName"))){
const err24 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.aliases !== undefined){
let data8 = data7.aliases;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err25 = {instancePath:instancePath+"/heroes/" + i0+"/aliases/" + i1,schemaPath:"#/oneOf/1/properties/heroes/items/properties/aliases/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/heroes/" + i0+"/aliases",schemaPath:"#/oneOf/1/properties/heroes/items/properties/aliases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.displayName !== undefined){
if(typeof data7.displayName !== "string"){
const err27 = {instancePath:instancePath+"/heroes/" + i0+"/displayName",schemaPath:"#/oneOf/1/properties/heroes/items/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.id !== undefined){
if(typeof data7.id !== "string"){
const err28 = {instancePath:instancePath+"/heroes/" + i0+"/id",schemaPath:"#/oneOf/1/properties/heroes/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.shortName !== undefined){
if(typeof data7.shortName !== "string"){
const err29 = {instancePath:instancePath+"/heroes/" + i0+"/shortName",schemaPath:"#/oneOf/1/properties/heroes/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/heroes/" + i0,schemaPath:"#/oneOf/1/properties/heroes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/heroes",schemaPath:"#/oneOf/1/properties/heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err32 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs13 === errors;
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
const err33 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
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
validate45.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const predict_winrate_input = validate46;
const schema57 = {"additionalProperties":false,"else":{"properties":{"enemy_heroes":{"description":"game_b, game_c: full roster of 6.","maxItems":6,"minItems":6,"type":"array"},"my_heroes":{"description":"game_b, game_c: full roster of 6.","maxItems":6,"minItems":6,"type":"array"}}},"if":{"properties":{"game":{"const":"game_a","description":"The game is game_a."}},"required":["game"]},"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"enemy_heroes":{"description":"The enemy team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":6,"type":"array"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"my_heroes":{"description":"My team's heroes: 0 to 5 for game_a, exactly 6 for game_b and game_c.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":6,"type":"array"},"my_side":{"default":"radiant","description":"My team's side, radiant or dire (default radiant); used for game_a only.","enum":["radiant","dire"],"type":"string"}},"required":["context","enemy_heroes","game","my_heroes"],"then":{"properties":{"enemy_heroes":{"description":"game_a: 0 to 5 heroes.","maxItems":5,"type":"array"},"my_heroes":{"description":"game_a: 0 to 5 heroes.","maxItems":5,"type":"array"}}},"type":"object"};

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.game === undefined) && (missing0 = "game")){
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
if(data.game !== undefined){
if("game_a" !== data.game){
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
let ifClause0;
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enemy_heroes !== undefined){
let data1 = data.enemy_heroes;
if(Array.isArray(data1)){
if(data1.length > 5){
const err2 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/then/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err3 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/then/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data2 = data.my_heroes;
if(Array.isArray(data2)){
if(data2.length > 5){
const err4 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/then/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err5 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/then/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
var props0 = {};
props0.enemy_heroes = true;
props0.my_heroes = true;
props0.game = true;
}
ifClause0 = "then";
}
else {
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enemy_heroes !== undefined){
let data3 = data.enemy_heroes;
if(Array.isArray(data3)){
if(data3.length > 6){
const err6 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/else/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.length < 6){
const err7 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/else/properties/enemy_heroes/minItems",keyword:"minItems",params:{limit: 6},message:"must NOT have fewer than 6 items"};
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
const err8 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/else/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data4 = data.my_heroes;
if(Array.isArray(data4)){
if(data4.length > 6){
const err9 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/else/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.length < 6){
const err10 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/else/properties/my_heroes/minItems",keyword:"minItems",params:{limit: 6},message:"must NOT have fewer than 6 items"};
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
const err11 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/else/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
var _valid0 = _errs9 === errors;
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
const err12 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.my_side === undefined){
data.my_side = "radiant";
}
if(data.context === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.enemy_heroes === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enemy_heroes"},message:"must have required property '"+"enemy_heroes"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.game === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "game"},message:"must have required property '"+"game"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.my_heroes === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_heroes"},message:"must have required property '"+"my_heroes"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "context") || (key0 === "enemy_heroes")) || (key0 === "game")) || (key0 === "my_heroes")) || (key0 === "my_side"))){
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
if(data.context !== undefined){
let data5 = data.context;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err18 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err19 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
let data6 = data.enemy_heroes;
if(Array.isArray(data6)){
if(data6.length > 6){
const err20 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(typeof data6[i0] !== "string"){
const err21 = {instancePath:instancePath+"/enemy_heroes/" + i0,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.game !== undefined){
let data8 = data.game;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data8 === "game_a") || (data8 === "game_b")) || (data8 === "game_c"))){
const err24 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema57.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data9 = data.my_heroes;
if(Array.isArray(data9)){
if(data9.length > 6){
const err25 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(typeof data9[i1] !== "string"){
const err26 = {instancePath:instancePath+"/my_heroes/" + i1,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
let data11 = data.my_side;
if(typeof data11 !== "string"){
const err28 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data11 === "radiant") || (data11 === "dire"))){
const err29 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema57.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const predict_winrate_output = validate47;
const schema58 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"enemy_heroes":{"description":"Enemy heroes as recognised (display names).","items":{"type":"string"},"type":"array"},"enemy_win_rate_pct":{"description":"Calibrated win probability of the enemy team, in percent.","maximum":100,"minimum":0,"type":"number"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"my_heroes":{"description":"My heroes as recognised (display names).","items":{"type":"string"},"type":"array"},"my_side":{"description":"Map side of my team: radiant or dire (default radiant). Only game_a uses it; the other games ignore it.","enum":["radiant","dire"],"type":"string"},"my_win_rate_pct":{"description":"Calibrated win probability of my team, in percent.","maximum":100,"minimum":0,"type":"number"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["citation","enemy_heroes","enemy_win_rate_pct","game","my_heroes","my_side","my_win_rate_pct","source_url"],"type":"object"};

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
if(data.my_side === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_side"},message:"must have required property '"+"my_side"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.my_win_rate_pct === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "my_win_rate_pct"},message:"must have required property '"+"my_win_rate_pct"+"'"};
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
for(const key0 in data){
if(!((((((((key0 === "citation") || (key0 === "enemy_heroes")) || (key0 === "enemy_win_rate_pct")) || (key0 === "game")) || (key0 === "my_heroes")) || (key0 === "my_side")) || (key0 === "my_win_rate_pct")) || (key0 === "source_url"))){
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
if(data.enemy_heroes !== undefined){
let data1 = data.enemy_heroes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err10 = {instancePath:instancePath+"/enemy_heroes/" + i0,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.enemy_win_rate_pct !== undefined){
let data3 = data.enemy_win_rate_pct;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/enemy_win_rate_pct",schemaPath:"#/properties/enemy_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
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
let data4 = data.game;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data4 === "game_a") || (data4 === "game_b")) || (data4 === "game_c"))){
const err16 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema58.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data5 = data.my_heroes;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err17 = {instancePath:instancePath+"/my_heroes/" + i1,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.my_side !== undefined){
let data7 = data.my_side;
if(typeof data7 !== "string"){
const err19 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data7 === "radiant") || (data7 === "dire"))){
const err20 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema58.properties.my_side.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.my_win_rate_pct !== undefined){
let data8 = data.my_win_rate_pct;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err23 = {instancePath:instancePath+"/my_win_rate_pct",schemaPath:"#/properties/my_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err24 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err25 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

export const predict_winrate_batch_input = validate48;
const schema59 = {"additionalProperties":false,"properties":{"candidates":{"description":"Candidate heroes to score, 1 to 150.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":150,"minItems":1,"type":"array"},"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"enemy_heroes":{"description":"The enemy team's heroes, 0 to 5.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":5,"type":"array"},"game":{"const":"game_a","default":"game_a","description":"Only game_a is supported (default game_a).","type":"string"},"my_heroes":{"description":"My team's heroes so far, 0 to 4.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":4,"type":"array"},"my_side":{"default":"radiant","description":"My team's side, radiant or dire (default radiant); used for game_a only.","enum":["radiant","dire"],"type":"string"}},"required":["candidates","context","enemy_heroes","my_heroes"],"type":"object"};

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
let data2 = data.context;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err10 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
let data3 = data.enemy_heroes;
if(Array.isArray(data3)){
if(data3.length > 5){
const err11 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(typeof data3[i1] !== "string"){
const err12 = {instancePath:instancePath+"/enemy_heroes/" + i1,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let data5 = data.game;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("game_a" !== data5){
const err15 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/const",keyword:"const",params:{allowedValue: "game_a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.my_heroes !== undefined){
let data6 = data.my_heroes;
if(Array.isArray(data6)){
if(data6.length > 4){
const err16 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
if(typeof data6[i2] !== "string"){
const err17 = {instancePath:instancePath+"/my_heroes/" + i2,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data8 = data.my_side;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data8 === "radiant") || (data8 === "dire"))){
const err20 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema59.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const predict_winrate_batch_output = validate49;
const schema60 = {"additionalProperties":false,"properties":{"baseline_win_rate_pct":{"description":"My team's calibrated win rate without any candidate.","maximum":100,"minimum":0,"type":"number"},"candidates":{"description":"Candidates, best first.","items":{"additionalProperties":false,"properties":{"delta_pp":{"description":"win_rate_pct minus baseline_win_rate_pct, in percentage points.","type":"number"},"hero":{"description":"Candidate hero (display name).","type":"string"},"shortName":{"description":"Short name.","type":"string"},"win_rate_pct":{"description":"My team's win rate with this hero added.","maximum":100,"minimum":0,"type":"number"}},"required":["delta_pp","hero","shortName","win_rate_pct"],"type":"object"},"type":"array"},"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"const":"game_a","description":"Always game_a.","type":"string"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["baseline_win_rate_pct","candidates","citation","game","source_url"],"type":"object"};

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
if(!(((((key0 === "baseline_win_rate_pct") || (key0 === "candidates")) || (key0 === "citation")) || (key0 === "game")) || (key0 === "source_url"))){
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
if(data.baseline_win_rate_pct !== undefined){
let data0 = data.baseline_win_rate_pct;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/baseline_win_rate_pct",schemaPath:"#/properties/baseline_win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/baseline_win_rate_pct",schemaPath:"#/properties/baseline_win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err8 = {instancePath:instancePath+"/baseline_win_rate_pct",schemaPath:"#/properties/baseline_win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
const err9 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "delta_pp"},message:"must have required property '"+"delta_pp"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.hero === undefined){
const err10 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.shortName === undefined){
const err11 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.win_rate_pct === undefined){
const err12 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "delta_pp") || (key1 === "hero")) || (key1 === "shortName")) || (key1 === "win_rate_pct"))){
const err13 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.delta_pp !== undefined){
let data3 = data2.delta_pp;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/candidates/" + i0+"/delta_pp",schemaPath:"#/properties/candidates/items/properties/delta_pp/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.hero !== undefined){
if(typeof data2.hero !== "string"){
const err15 = {instancePath:instancePath+"/candidates/" + i0+"/hero",schemaPath:"#/properties/candidates/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.shortName !== undefined){
if(typeof data2.shortName !== "string"){
const err16 = {instancePath:instancePath+"/candidates/" + i0+"/shortName",schemaPath:"#/properties/candidates/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.win_rate_pct !== undefined){
let data6 = data2.win_rate_pct;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/candidates/" + i0+"/win_rate_pct",schemaPath:"#/properties/candidates/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/candidates/" + i0+"/win_rate_pct",schemaPath:"#/properties/candidates/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err19 = {instancePath:instancePath+"/candidates/" + i0+"/win_rate_pct",schemaPath:"#/properties/candidates/items/properties/win_rate_pct/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err20 = {instancePath:instancePath+"/candidates/" + i0,schemaPath:"#/properties/candidates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.citation !== undefined){
if(typeof data.citation !== "string"){
const err22 = {instancePath:instancePath+"/citation",schemaPath:"#/properties/citation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.game !== undefined){
let data8 = data.game;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("game_a" !== data8){
const err24 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/const",keyword:"const",params:{allowedValue: "game_a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.source_url !== undefined){
let data9 = data.source_url;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err25 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err26 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_pick_input = validate50;
const schema61 = {"additionalProperties":false,"if":{"properties":{"game":{"const":"game_a","description":"The game is game_a."}},"required":["game"]},"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"enemy_heroes":{"description":"The enemy team's heroes: 0 to 5 for game_a, 0 to 6 for game_b and game_c.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":6,"type":"array"},"game":{"description":"Game to query: game_a, game_b or game_c.","enum":["game_a","game_b","game_c"],"type":"string"},"limit":{"default":5,"description":"Number of picks for game_b and game_c; game_a always returns 3 (default 5).","type":"integer"},"my_heroes":{"default":[],"description":"My team's heroes so far (default none): 0 to 5 for game_a, 0 to 6 otherwise.","items":{"description":"A hero given by name, alias or short name in any spelling; the server normalises it. Names the backend does not recognise are dropped silently, so resolve doubtful names with lookup_hero first.","type":"string"},"maxItems":6,"type":"array"},"my_side":{"default":"radiant","description":"My team's side, radiant or dire (default radiant); used for game_a only.","enum":["radiant","dire"],"type":"string"}},"required":["context","enemy_heroes","game"],"then":{"properties":{"enemy_heroes":{"description":"game_a: 0 to 5 heroes.","maxItems":5,"type":"array"},"my_heroes":{"description":"game_a: 0 to 5 heroes.","maxItems":5,"type":"array"}}},"type":"object"};

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.game === undefined) && (missing0 = "game")){
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
if(data.game !== undefined){
if("game_a" !== data.game){
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
if(data.enemy_heroes !== undefined){
let data1 = data.enemy_heroes;
if(Array.isArray(data1)){
if(data1.length > 5){
const err2 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/then/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err3 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/then/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.my_heroes !== undefined){
let data2 = data.my_heroes;
if(Array.isArray(data2)){
if(data2.length > 5){
const err4 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/then/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
const err5 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/then/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
var props0 = {};
props0.enemy_heroes = true;
props0.my_heroes = true;
props0.game = true;
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
for(const key0 in data){
if(!((((((key0 === "context") || (key0 === "enemy_heroes")) || (key0 === "game")) || (key0 === "limit")) || (key0 === "my_heroes")) || (key0 === "my_side"))){
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
if(data.context !== undefined){
let data3 = data.context;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err12 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.enemy_heroes !== undefined){
let data4 = data.enemy_heroes;
if(Array.isArray(data4)){
if(data4.length > 6){
const err13 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err14 = {instancePath:instancePath+"/enemy_heroes/" + i0,schemaPath:"#/properties/enemy_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/enemy_heroes",schemaPath:"#/properties/enemy_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.game !== undefined){
let data6 = data.game;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data6 === "game_a") || (data6 === "game_b")) || (data6 === "game_c"))){
const err17 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema61.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data7 = data.limit;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data8 = data.my_heroes;
if(Array.isArray(data8)){
if(data8.length > 6){
const err19 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err20 = {instancePath:instancePath+"/my_heroes/" + i1,schemaPath:"#/properties/my_heroes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/my_heroes",schemaPath:"#/properties/my_heroes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data10 = data.my_side;
if(typeof data10 !== "string"){
const err22 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data10 === "radiant") || (data10 === "dire"))){
const err23 = {instancePath:instancePath+"/my_side",schemaPath:"#/properties/my_side/enum",keyword:"enum",params:{allowedValues: schema61.properties.my_side.enum},message:"must be equal to one of the allowed values"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const recommend_pick_output = validate51;
const schema62 = {"additionalProperties":false,"properties":{"citation":{"description":"Attribution text for the data source; show it to the user together with source_url.","type":"string"},"game":{"description":"Game identifier: game_a, game_b or game_c (neutral ids standing for the three covered games).","enum":["game_a","game_b","game_c"],"type":"string"},"metric":{"description":"calibrated_model: the calibrated draft model; empirical_pair_data: the observed pair-data heuristic, which is not a calibrated probability.","enum":["calibrated_model","empirical_pair_data"],"type":"string"},"recommendations":{"description":"Recommended picks, best first.","items":{"additionalProperties":false,"properties":{"empirical_score":{"description":"Pair-data score for game_b and game_c (win rate against the enemy heroes blended with duo win rate); not a calibrated probability; null for game_a.","type":["number","null"]},"hero":{"description":"Recommended hero (display name).","type":"string"},"metric_label":{"description":"Human-readable label of the metric behind this row; show it with the number.","type":"string"},"shortName":{"description":"Short name of the hero.","type":"string"},"win_rate_pct":{"description":"Calibrated team win rate after adding this hero, in percent (game_a); null when the score is empirical.","maximum":100,"minimum":0,"type":["number","null"]}},"required":["empirical_score","hero","metric_label","shortName","win_rate_pct"],"type":"object"},"type":"array"},"source_url":{"description":"Link to the source page of these numbers; show it to the user as the source link.","format":"uri","type":"string"}},"required":["citation","game","metric","recommendations","source_url"],"type":"object"};

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
if(data.recommendations === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendations"},message:"must have required property '"+"recommendations"+"'"};
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
if(!(((((key0 === "citation") || (key0 === "game")) || (key0 === "metric")) || (key0 === "recommendations")) || (key0 === "source_url"))){
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
const err8 = {instancePath:instancePath+"/game",schemaPath:"#/properties/game/enum",keyword:"enum",params:{allowedValues: schema62.properties.game.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.metric !== undefined){
let data2 = data.metric;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "calibrated_model") || (data2 === "empirical_pair_data"))){
const err10 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema62.properties.metric.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.recommendations !== undefined){
let data3 = data.recommendations;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.empirical_score === undefined){
const err11 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "empirical_score"},message:"must have required property '"+"empirical_score"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.hero === undefined){
const err12 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "hero"},message:"must have required property '"+"hero"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.metric_label === undefined){
const err13 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "metric_label"},message:"must have required property '"+"metric_label"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.shortName === undefined){
const err14 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "shortName"},message:"must have required property '"+"shortName"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.win_rate_pct === undefined){
const err15 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/required",keyword:"required",params:{missingProperty: "win_rate_pct"},message:"must have required property '"+"win_rate_pct"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!(((((key1 === "empirical_score") || (key1 === "hero")) || (key1 === "metric_label")) || (key1 === "shortName")) || (key1 === "win_rate_pct"))){
const err16 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.empirical_score !== undefined){
let data5 = data4.empirical_score;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err17 = {instancePath:instancePath+"/recommendations/" + i0+"/empirical_score",schemaPath:"#/properties/recommendations/items/properties/empirical_score/type",keyword:"type",params:{type: schema62.properties.recommendations.items.properties.empirical_score.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.hero !== undefined){
if(typeof data4.hero !== "string"){
const err18 = {instancePath:instancePath+"/recommendations/" + i0+"/hero",schemaPath:"#/properties/recommendations/items/properties/hero/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.metric_label !== undefined){
if(typeof data4.metric_label !== "string"){
const err19 = {instancePath:instancePath+"/recommendations/" + i0+"/metric_label",schemaPath:"#/properties/recommendations/items/properties/metric_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.shortName !== undefined){
if(typeof data4.shortName !== "string"){
const err20 = {instancePath:instancePath+"/recommendations/" + i0+"/shortName",schemaPath:"#/properties/recommendations/items/properties/shortName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.win_rate_pct !== undefined){
let data9 = data4.win_rate_pct;
if((!((typeof data9 == "number") && (isFinite(data9)))) && (data9 !== null)){
const err21 = {instancePath:instancePath+"/recommendations/" + i0+"/win_rate_pct",schemaPath:"#/properties/recommendations/items/properties/win_rate_pct/type",keyword:"type",params:{type: schema62.properties.recommendations.items.properties.win_rate_pct.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/recommendations/" + i0+"/win_rate_pct",schemaPath:"#/properties/recommendations/items/properties/win_rate_pct/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/recommendations/" + i0+"/win_rate_pct",schemaPath:"#/properties/recommendations/items/properties/win_rate_pct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err24 = {instancePath:instancePath+"/recommendations/" + i0,schemaPath:"#/properties/recommendations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/recommendations",schemaPath:"#/properties/recommendations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.source_url !== undefined){
let data10 = data.source_url;
if(typeof data10 === "string"){
if(!(formats0(data10))){
const err26 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err27 = {instancePath:instancePath+"/source_url",schemaPath:"#/properties/source_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_input = validate52;
const schema63 = {"additionalProperties":false,"properties":{"context":{"description":"Required on every tool: 15 to 25 words, third person, abstract purpose of the call, no personal or identifying information.","pattern":"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$","type":"string"},"query":{"description":"Free-text search terms, e.g. a hero name with 'counters' or a tournament name.","type":"string"}},"required":["context","query"],"type":"object"};

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
let data0 = data.context;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$"+"\""};
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
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_output = validate53;
const schema64 = {"additionalProperties":false,"properties":{"results":{"description":"Matching documents, best first.","items":{"additionalProperties":false,"properties":{"id":{"description":"Document id to pass to fetch.","type":"string"},"title":{"description":"Title.","type":"string"},"url":{"description":"Public URL of the page.","format":"uri","type":"string"}},"required":["id","title","url"],"type":"object"},"type":"array"}},"required":["results"],"type":"object"};

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
if(data.results === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "results")){
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
if(data.results !== undefined){
let data0 = data.results;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.title === undefined){
const err3 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.url === undefined){
const err4 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "id") || (key1 === "title")) || (key1 === "url"))){
const err5 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/results/" + i0+"/id",schemaPath:"#/properties/results/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err7 = {instancePath:instancePath+"/results/" + i0+"/title",schemaPath:"#/properties/results/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.url !== undefined){
let data4 = data1.url;
if(typeof data4 === "string"){
if(!(formats0(data4))){
const err8 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err9 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
