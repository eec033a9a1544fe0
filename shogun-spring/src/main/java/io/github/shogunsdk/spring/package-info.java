/**
 * Spring Boot's auto-configuration of Spring MVC for the SDK's values, for Spring Boot 3 and 4:
 * parameter binding and 400 answers with a reason. Not API: read by Spring Boot alone; the module
 * descriptor does not export this package, it opens it for Spring.
 */
package io.github.shogunsdk.spring;
