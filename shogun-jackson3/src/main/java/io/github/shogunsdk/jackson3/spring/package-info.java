/**
 * Spring Boot 4's auto-configuration of Spring MVC for the SDK's values: parameter binding and 400
 * answers with a reason. Not API: read by Spring Boot alone.
 */
package io.github.shogunsdk.jackson3.spring;
